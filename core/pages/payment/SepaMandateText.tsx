import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import { paymentTexts } from './paymentTexts.ts';

/**
 * The SEPA direct-debit mandate as a reader must see it before granting it: the publisher's mandate text,
 * its creditor identifier (Gläubiger-Identifikationsnummer) and the note that the mandate reference follows
 * with the order confirmation. Shared by the payment page's SEPA fields and the verification page's payment block.
 */
export function SepaMandateText() {
  const { tenant } = useFunnelContext();
  const { t } = useTranslation('payment');
  return (
    <div className="sepa-mandate">
      <p>{t('sepaMandate')}</p>
      <dl className="sepa-mandate__ids">
        <dt>{paymentTexts.creditorId}</dt>
        <dd className="sepa-mandate__creditor-id">{tenant.sepaCreditorId}</dd>
        <dt>{paymentTexts.mandateReference}</dt>
        <dd>{paymentTexts.mandateReferenceNote}</dd>
      </dl>
    </div>
  );
}
