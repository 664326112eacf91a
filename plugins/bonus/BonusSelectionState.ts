/**
 * What the bonus plugin keeps under its id in the funnel store: the chosen bonuses by material
 * number, with the chosen variant of a complex bonus. Plain data, so it survives a payment round
 * trip; other plugins (cash bonus, loyalty, lwl) read `items` to see what is in the cart.
 */
export interface BonusSelectionState {
  readonly items: readonly { readonly materialNumber: string; readonly variantMaterialNumber?: string }[];
}
