// Written by `npm run cms:schema` from @dkg/content-model: change the model, not this file.
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::scheduled-publication.scheduled-publication');
