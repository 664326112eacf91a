import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { telHref } from '../format/serviceHoursText.ts';
import { PageHeading } from './PageHeading.tsx';

/** GpLocked: the customer account is locked or archived; phone with service hours, or the contact form (platform.md section 8). */
export function GpLockedPage() {
  const { tenant } = useFunnelContext();
  const { t } = useTranslation('gpLocked');
  const hours = tenant.contact.serviceHours;
  return (
    <section aria-labelledby="gp-locked-title">
      <PageHeading id="gp-locked-title">{t('headline')}</PageHeading>
      <p>
        {t('text', {
          phone: tenant.contact.phone,
          weekdays: `${hours.weekdays.from}–${hours.weekdays.to}`,
          saturday: `${hours.saturday.from}–${hours.saturday.to}`,
        })}
      </p>
      <div className="button-row">
        <a className="button button--primary" href={telHref(tenant.contact.phone)}>
          {tenant.contact.phone}
        </a>
        <a className="button button--secondary" href={tenant.contact.contactFormUrl}>
          {t('core:contactForm')}
        </a>
      </div>
    </section>
  );
}
