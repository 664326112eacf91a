/**
 * A complex (configurable) bonus has a material number starting with K (funnel.md section 3) and
 * variants to choose from; a K-number without variants (e.g. a publisher prefix such as 'KWZ-')
 * has nothing to configure and is added like a simple bonus.
 */
export function isComplexBonus(bonus: { readonly materialNumber: string; readonly variants?: readonly unknown[] | null }): boolean {
  return bonus.materialNumber.startsWith('K') && (bonus.variants?.length ?? 0) > 0;
}
