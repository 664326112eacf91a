/**
 * Whether the order request carries pva (funnel.md section 5 "Region"): for digital campaigns
 * (printProductType D) only when regions are offered and the value is not '-'; for print (P) and
 * magazine (M) campaigns whenever a value is set.
 */
export function shouldSendPva(input: {
  readonly printProductType: string | null | undefined;
  readonly options: readonly unknown[] | null | undefined;
  readonly pva: string | null | undefined;
}): boolean {
  if (!input.pva) return false;
  if (input.printProductType === 'D') return (input.options?.length ?? 0) > 0 && input.pva !== '-';
  return true;
}
