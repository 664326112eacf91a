/** A complex (configurable) bonus has a material number starting with K (funnel.md section 3). */
export function isComplexBonus(bonus: { readonly materialNumber: string }): boolean {
  return bonus.materialNumber.startsWith('K');
}
