import { serviceHoursText, telHref } from '../../format/serviceHoursText.ts';
import type { Tenant } from '../../tenant/defineTenant.ts';
import { paymentTexts } from './paymentTexts.ts';

/**
 * How to order when the price service has no price for the address abroad (noResultAbroad): the
 * tenant's reader service by phone, with its hours, or its contact form. `full` adds why the order
 * cannot go on here and that an address in Germany can.
 */
export function NoPriceAbroadNotice({ tenant, full }: { readonly tenant: Tenant; readonly full: boolean }) {
  const { phone, serviceHours, contactFormUrl } = tenant.contact;
  return (
    <>
      {full ? <p>{paymentTexts.noPriceAbroad}</p> : null}
      <p>
        {paymentTexts.noPriceAbroadByPhone} <a href={telHref(phone)}>{phone}</a> ({serviceHoursText(serviceHours)}) {paymentTexts.noPriceAbroadByForm}{' '}
        <a href={contactFormUrl}>{paymentTexts.noPriceAbroadContactForm}</a>.
      </p>
      {full ? <p>{paymentTexts.noPriceAbroadDomestic}</p> : null}
    </>
  );
}
