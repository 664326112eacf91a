interface FormAddresses<Address> {
  readonly privateAddress?: Address | null;
  readonly businessAddress?: Address | null;
  readonly deliveryAddress?: Address | null;
  readonly invoiceAddress?: Address | null;
}

interface MovedAddresses<Address> {
  readonly privateAddress: Address | null;
  readonly businessAddress: Address | null;
  readonly deliveryAddress: Address | null;
  readonly invoiceAddress: Address | null;
}

/**
 * When a user gives a gift or recruits a subscriber, the addresses entered so far are the
 * giver's or recruiter's own: they move to the recruiter addresses and the form's addresses are
 * cleared for the other person's (funnel.md section 4 "Roles and customer number"). The private
 * address is typed 'Postfachadresse' when a post office box is filled, else 'Straßenadresse'.
 * Used by the gift plugin (purchaserAddresses) and the lwl plugin (agentAddresses).
 */
export function moveToSecondPersonAddresses<
  Address extends { readonly postOfficeBox?: string | null; readonly addressType?: string | null },
>(
  formAddresses: FormAddresses<Address>,
): { secondPersonAddresses: MovedAddresses<Address>; clearedFormAddresses: MovedAddresses<Address> } {
  const privateAddress = formAddresses.privateAddress
    ? {
        ...formAddresses.privateAddress,
        addressType: formAddresses.privateAddress.postOfficeBox?.trim() ? 'Postfachadresse' : 'Straßenadresse',
      }
    : null;
  return {
    secondPersonAddresses: {
      privateAddress,
      businessAddress: formAddresses.businessAddress ?? null,
      deliveryAddress: formAddresses.deliveryAddress ?? null,
      invoiceAddress: formAddresses.invoiceAddress ?? null,
    },
    clearedFormAddresses: { privateAddress: null, businessAddress: null, deliveryAddress: null, invoiceAddress: null },
  };
}
