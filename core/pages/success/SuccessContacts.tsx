import { useTranslation } from 'react-i18next';
import { serviceHoursText, telHref } from '../../format/serviceHoursText.ts';
import type { Tenant } from '../../tenant/defineTenant.ts';
import { successTexts } from './successTexts.ts';

/** The reader service's contacts on the success page: phone with service hours and the contact form (funnel.md sections 2 and 9). */
export function SuccessContacts({ tenant }: { readonly tenant: Tenant }) {
  const { t } = useTranslation();
  const serviceHours = serviceHoursText(tenant.contact.serviceHours);
  return (
    <section aria-labelledby="success-contact" className="aside-box">
      <h2 id="success-contact">{successTexts.contactHeadline}</h2>
      <p>{t('success:contactIntro')}</p>
      <dl className="summary-list">
        <dt>{successTexts.phone}</dt>
        <dd>
          <a href={telHref(tenant.contact.phone)}>{tenant.contact.phone}</a>
          <span style={{ display: 'block' }}>{serviceHours}</span>
        </dd>
      </dl>
      <p>
        <a href={tenant.contact.contactFormUrl}>{t('core:contactForm')}</a>
      </p>
    </section>
  );
}
