import type { OrderBonus } from '../../core/index.ts';
import type { BonusInput } from './bonusInput.ts';

/** The editable part of a loaded bonus, as the update form starts from it (missing texts become empty). */
export function toBonusInput(bonus: OrderBonus): BonusInput {
  return {
    title: bonus.title ?? '',
    textLabel: bonus.textLabel ?? '',
    text: bonus.text ?? '',
    linkLabel: bonus.linkLabel ?? '',
    link: bonus.link ?? '',
    infoPoints: [...(bonus.infoPoints ?? [])],
    validFrom: bonus.validFrom ?? null,
    active: bonus.active ?? false,
    classification: bonus.classification ?? 'NON_MONETARY',
    cashBonus: bonus.cashBonus ?? null,
  };
}
