import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';
import { officesRequest, type ContactOffice } from './offices-request.server';

export interface ContactsPageData extends EditorialPageData {
  offices: ContactOffice[];
  /** The company's e-mail (page-contact). */
  email: string;
}

export const contactsLoader: PageLoader<ContactsPageData> = async (args) => {
  const { context, locale } = args;
  const [editorial, offices, pageContact] = await Promise.all([
    loadEditorial('page-contacts', args),
    context.content.load(officesRequest(locale)),
    context.content.pageContact(),
  ]);
  return { ...editorial, offices, email: pageContact.email };
};
