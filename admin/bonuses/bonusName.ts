import type { OrderBonus } from '../../core/index.ts';

/** A bonus as staff name it in messages: „Titel“ (Materialnummer), or the material number alone. */
export function bonusName(bonus: Pick<OrderBonus, 'materialNumber' | 'title'>): string {
  return bonus.title ? `„${bonus.title}“ (${bonus.materialNumber})` : bonus.materialNumber;
}
