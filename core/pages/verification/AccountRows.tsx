import type { PaymentDataInput } from '../../api/entities/paymentDataInput.ts';
import { maskIban } from './maskIban.ts';
import { verificationTexts } from './verificationTexts.ts';

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
