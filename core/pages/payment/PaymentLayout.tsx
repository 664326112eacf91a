import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The payment page's layout: the offer summary beside (or, on a phone, above) the page's heading, its intro and the
 * payment form. The page renders it for its prerendered frame too (`PrerenderedFrame`), so the restored page keeps
 * the frame's heading and intro where the HTML painted them.
 */
export function PaymentLayout({
  summary,
  heading,
  children,
}: {
  readonly summary: ReactNode;
  readonly heading: ReactNode;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-layout page-layout--with-aside">
      {summary}
      <section aria-labelledby="payment-title" className="page-main">
        {heading}
        <p>{t('payment:intro')}</p>
        {children}
      </section>
    </div>
  );
}
