import type { OrderBonus } from '../../core/index.ts';
import { classificationLabels } from '../rules/validateBonus.ts';

/** Whether a bonus matches the overview's free-text filter: every word in material number, title, label or classification. */
export function matchesBonusQuery(bonus: OrderBonus, query: string): boolean {
  const words = query.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const classification = bonus.classification ? classificationLabels[bonus.classification] : '';
  const haystack = [bonus.materialNumber, bonus.title ?? '', bonus.label ?? '', classification].join(' ').toLocaleLowerCase('de');
  return words.every((word) => haystack.includes(word));
}
