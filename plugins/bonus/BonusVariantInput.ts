/** The fields of a complex bonus's variant that the cart reads (funnel.md section 3 "Order bonus"). */
export interface BonusVariantInput {
  readonly materialNumber: string;
  /** One value per property; `name`, when sent, names the property the value belongs to. */
  readonly propertyValues: readonly { readonly name?: string | null; readonly value: string }[];
}
