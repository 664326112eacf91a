/** One suggested correction of the address check (funnel.md section 3). */
export type AddressCorrectionOption = {
  readonly id: string;
  readonly city: string;
  readonly street: string;
  readonly zipCode: string;
};
