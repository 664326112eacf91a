import type { FlowFlags } from '../funnel/FlowFlags.ts';

/** What the payment page tells a reader who came back from a payment provider without a usable payment. */
export interface PaymentReturnNotice {
  readonly kind: 'error' | 'info';
  readonly text: string;
}

/**
 * The payment page's notice after a provider return (funnel.md section 8, card rows; the README's
 * mode=back decision): a declined card, a card that expires too soon for the tenant's
 * validCardMonths, or a payment the reader cancelled at the provider. Undefined when none applies.
 */
export function paymentReturnNotice(
  flags: Pick<FlowFlags, 'creditCardDeclined' | 'creditCardTimeInvalid'>,
  cancelled: boolean,
  validCardMonths: number,
): PaymentReturnNotice | undefined {
  const tryAgain = 'Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.';
  if (flags.creditCardDeclined) return { kind: 'error', text: `Ihre Kreditkarte wurde von Ihrer Bank abgelehnt. ${tryAgain}` };
  if (flags.creditCardTimeInvalid) {
    const months = validCardMonths === 1 ? '1 Monat' : `${validCardMonths} Monate`;
    return {
      kind: 'error',
      text: `Ihre Kreditkarte ist für dieses Abonnement nicht lange genug gültig: Sie muss noch mindestens ${months} gültig sein. ${tryAgain}`,
    };
  }
  if (cancelled) return { kind: 'info', text: 'Sie haben die Zahlung abgebrochen. Ihre Angaben sind erhalten; wählen Sie eine Zahlmethode, um die Bestellung fortzusetzen.' };
  return undefined;
}
