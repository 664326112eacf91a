import { useTranslation } from 'react-i18next';
import type { Tenant } from '../../tenant/defineTenant.ts';
import { successTexts } from './successTexts.ts';

/** The reader service's contacts on the success page: phone with service hours and the contact form (funnel.md sections 2 and 9). */
export function SuccessContacts({ tenant }: { readonly tenant: Tenant }) {
  const { t } = useTranslation();
  const hours = tenant.contact.serviceHours;
  const serviceHours = successTexts.serviceHours
    .replace('{{weekdaysFrom}}', hours.weekdays.from)
    .replace('{{weekdaysTo}}', hours.weekdays.to)
    .replace('{{saturdayFrom}}', hours.saturday.from)
    .replace('{{saturdayTo}}', hours.saturday.to);
  return (
    <section aria-labelledby="success-contact" className="aside-box">
      <h2 id="success-contact">{successTexts.contactHeadline}</h2>
      <p>{t('success:contactIntro')}</p>
      <dl className="summary-list">
        <dt>{successTexts.phone}</dt>
        <dd>
          <a href={`tel:${tenant.contact.phone.replace(/[^+\d]/g, '')}`}>{tenant.contact.phone}</a>
          <span style={{ display: 'block' }}>{serviceHours}</span>
        </dd>
      </dl>
      <p>
        <a href={tenant.contact.contactFormUrl}>{t('core:contactForm')}</a>
      </p>
    </section>
  );
}
