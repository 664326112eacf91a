/**
 * Whether the order form demands a full address (funnel.md sections 4 and 5, "Full address is
 * validated only when an address is required"): always for print and magazines; for digital
 * products unless the order may go without address, and from the moment the address check
 * answered "full address needed" or a plugin needs the address (addressRequirements).
 */
export function isAddressRequired(input: {
  readonly printProductType: 'D' | 'M' | 'P';
  readonly mayOrderWithoutAddress: boolean;
  readonly fullAddressNeeded: boolean;
  readonly requiredByPlugin: boolean;
}): boolean {
  return input.printProductType !== 'D' || !input.mayOrderWithoutAddress || input.fullAddressNeeded || input.requiredByPlugin;
}
