import { accountOwnerName } from '../../core/index.ts';

interface SepaSource {
  readonly iban?: string | null;
  readonly bankName?: string | null;
  readonly swift?: string | null;
  readonly bankDataId?: string | null;
}

function withCountryPrefix(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  // The form may take the domestic IBAN without its country letters.
  return /^[A-Z]{2}/.test(compact) ? compact : `DE${compact}`;
}

/**
 * The agentPaymentData of an lwl order, where the recruiter's cash bonus is paid out (funnel.md
 * sections 3 and 4): SEPA payment data whose owner is the recruiter's first and last name and
 * whose IBAN carries its country prefix ('DE' is added to a bare domestic IBAN). The bank data come
 * from the prefill (the recruiter's saved payment data) when it holds an IBAN, else from the
 * entered IBAN and the bank name of its check. Undefined when there is no IBAN at all.
 */
export function agentPaymentData(input: {
  readonly recruiter: { readonly firstName?: string | null; readonly lastName?: string | null };
  readonly iban?: string | null;
  readonly bankName?: string | null;
  readonly prefill?: SepaSource | null;
}):
  | {
      paymentMethod: 'sepa';
      iban: string;
      bankName: string;
      bankAccountOwner: string;
      bankCountryCode: string;
      swift?: string;
      bankDataId?: string;
    }
  | undefined {
  const source: SepaSource = input.prefill?.iban?.trim() ? input.prefill : { iban: input.iban, bankName: input.bankName };
  if (!source.iban?.trim()) return undefined;
  const iban = withCountryPrefix(source.iban);
  return {
    paymentMethod: 'sepa',
    iban,
    bankName: source.bankName ?? '',
    bankAccountOwner: accountOwnerName(input.recruiter),
    bankCountryCode: iban.slice(0, 2),
    ...(source.swift ? { swift: source.swift } : {}),
    ...(source.bankDataId ? { bankDataId: source.bankDataId } : {}),
  };
}
