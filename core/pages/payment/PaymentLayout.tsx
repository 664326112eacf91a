import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The payment page's layout: the offer summary beside (or, on a phone, above) the page's heading, its intro and the
 * payment form. The page and its prerendered frame (`PaymentFrame`) both render it, so the frame the HTML paints
 * takes the page's place to the pixel.
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
