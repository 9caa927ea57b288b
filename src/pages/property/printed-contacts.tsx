import { useTranslation } from '../../i18n/translation';
import { useChrome } from '../../chrome/use-chrome';

/**
 * What a printed property page ends with: the company's head office (name, address, phone), its
 * e-mail and the page's address. Shown on paper only: on screen the footer and the form say it.
 */
export function PrintedContacts({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation('properties');
  const { t: common } = useTranslation();
  const chrome = useChrome();
  const office = chrome?.headOffice;
  const email = chrome?.pageContact?.email;
  return (
    <div className="property-print container">
      <p className="property-print__brand">
        {common('brand')} · {t('print.contacts')}
      </p>
      <address className="property-print__contacts">
        {office && (
          <>
            <span>{office.name}</span>
            <span>{office.address}</span>
            {office.phone && <span>{office.phone}</span>}
          </>
        )}
        {email && <span>{email}</span>}
      </address>
      <p className="property-print__url">
        <span className="property-print__label">{t('print.pageAddress')}</span> {pageUrl}
      </p>
    </div>
  );
}
