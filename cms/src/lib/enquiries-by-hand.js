// Enquiries come from the site's contact form (through the API, with the site's token); an entry typed
// in the admin panel would be no enquiry at all. The content manager's create is refused for them,
// for every administrator, Super Admins included (their permissions cannot be narrowed).
const { errors } = require('@strapi/utils');

const CONTACT_REQUEST = 'api::contact-request.contact-request';

function refuseEnquiriesByHand(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === CONTACT_REQUEST && (context.action === 'create' || context.action === 'clone')) {
      const path = strapi.requestContext.get()?.request?.path ?? '';
      if (path.startsWith('/content-manager/')) {
        throw new errors.ForbiddenError(
          'Enquiries come from the site’s contact form and cannot be created here.',
        );
      }
    }
    return next();
  });
}

module.exports = { CONTACT_REQUEST, refuseEnquiriesByHand };
