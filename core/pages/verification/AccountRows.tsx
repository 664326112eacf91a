import type { PaymentDataInput } from '../../api/entities/paymentDataInput.ts';
import { verificationTexts } from './verificationTexts.ts';
import { compactIban } from '../payment/compactIban.ts';
import { groupIban } from '../payment/groupIban.ts';

/** The rows of a bank account in a summary list: masked IBAN, bank and holder, each when known. */
export function AccountRows({ account }: { readonly account: PaymentDataInput | null | undefined }) {
  return (
    <>
      {account?.iban ? (
        <>
          <dt>{verificationTexts.iban}</dt>
          <dd>{maskIban(account.iban)}</dd>
        </>
      ) : null}
      {account?.bankName ? (
        <>
          <dt>{verificationTexts.bankName}</dt>
          <dd>{account.bankName}</dd>
        </>
      ) : null}
      {account?.bankAccountOwner ? (
        <>
          <dt>{verificationTexts.bankAccountOwner}</dt>
          <dd>{account.bankAccountOwner}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * An IBAN for the order summary: country and check digits and the last four characters shown,
 * the rest masked, in groups of four: 'DE89 **** **** **** **30 00'.
 */
export function maskIban(iban: string | null | undefined): string {
  const compact = compactIban(iban);
  if (compact.length <= 8) return groupIban(compact);
  return groupIban(`${compact.slice(0, 4)}${'*'.repeat(compact.length - 8)}${compact.slice(-4)}`);
}
