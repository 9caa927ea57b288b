import { contactChannelsRequest } from '../../content/requests/contact-channels.server';
import type { ContactChannels } from '../../content/types';
import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';
import { officesRequest, type ContactOffice } from './offices-request.server';

export interface ContactsPageData extends EditorialPageData {
  offices: ContactOffice[];
  /** The company's e-mail (page-contact). */
  email: string;
  /** The head office's phone, WhatsApp and Viber beside the form. */
  channels: ContactChannels | null;
}

export const contactsLoader: PageLoader<ContactsPageData> = async (args) => {
  const { context, locale } = args;
  const [editorial, offices, pageContact, channels] = await Promise.all([
    loadEditorial('page-contacts', args),
    context.content.load(officesRequest(locale)),
    context.content.pageContact(),
    context.content.load(contactChannelsRequest(locale)).catch((error: unknown) => {
      context.reportError(error, 'the head office’s numbers');
      return null;
    }),
  ]);
  return { ...editorial, offices, email: pageContact.email, channels };
};
