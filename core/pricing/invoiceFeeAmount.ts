import { formatEuro } from './formatEuro.ts';

/** The invoice fee as the reader is told it: '1,50 € je Rechnung' for a renewing subscription, '1,50 €' for an order paid once. */
export function invoiceFeeAmount(fee: number, perInvoice: boolean): string {
  return perInvoice ? `${formatEuro(fee)} je Rechnung` : formatEuro(fee);
}
