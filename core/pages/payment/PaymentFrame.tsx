import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { OfferSummaryPlaceholder } from '../summary/OfferSummaryPlaceholder.tsx';
import { PaymentLayout } from './PaymentLayout.tsx';
import { paymentTexts } from './paymentTexts.ts';

/**
 * The payment page before its order is known: heading and intro, with the offer summary and the form as skeletons.
 * The build renders it into each tenant's HTML (cli/startPages.ts), so a reader who reloads the page or comes back from
 * a payment provider sees it before any script has run; the app hydrates it, then restores the order and renders the
 * page in its place (`ResumeSavedOrder`).
 */
export function PaymentFrame() {
  const { t } = useTranslation('core');
  return (
    // A plain heading: the page's own (`PageHeading`) is the first page of the visit and keeps the browser's focus order.
    <PaymentLayout
      summary={<OfferSummaryPlaceholder />}
      heading={
        <h1 id="payment-title" tabIndex={-1}>
          {paymentTexts.headline}
        </h1>
      }
    >
      <Skeleton label={t('loading')} shape="form" />
    </PaymentLayout>
  );
}
