import type { OrderBonus } from '../../core/index.ts';
import type { BonusInput } from '../api/bonusInput.ts';
import { toBonusInput } from '../api/toBonusInput.ts';

/** The tile's texts, link, info points, validity and active flag as a bonus form holds them ('' for none). */
export interface BonusTextValues {
  readonly title: string;
  readonly textLabel: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly link: string;
  readonly infoPoints: readonly string[];
  /** yyyy-MM-dd, '' for none. */
  readonly validFrom: string;
  readonly active: boolean;
}

/** The values of the bonus customizing form: the update's fields as the inputs hold them. */
export interface BonusFormValues extends BonusTextValues {
  readonly classification: BonusInput['classification'];
  /** The cash amount in euro as typed (comma or point), for a Barprämie only. */
  readonly cashBonus: string;
}

/** The form's start from a loaded bonus. */
export function toBonusFormValues(bonus: OrderBonus): BonusFormValues {
  const input = toBonusInput(bonus);
  return { ...input, cashBonus: input.cashBonus === null ? '' : String(input.cashBonus).replace('.', ','), validFrom: input.validFrom ?? '' };
}

/** A typed euro amount: '' → null, '12,50' → 12.5, anything else NaN (the rules refuse it). */
export function parseEuroAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** The tile's texts, link, info points, validity and active flag of a bonus form, as the requests carry them. */
export function toBonusTexts(values: BonusTextValues) {
  return {
    title: values.title ?? '',
    textLabel: values.textLabel ?? '',
    text: values.text ?? '',
    linkLabel: values.linkLabel ?? '',
    link: values.link ?? '',
    infoPoints: (values.infoPoints ?? []).map((point) => point ?? ''),
    validFrom: values.validFrom ? values.validFrom : null,
    active: values.active === true,
  };
}

/** The update the form's values ask for; the cash amount only for a Barprämie. */
export function fromBonusFormValues(values: BonusFormValues): BonusInput {
  return {
    ...toBonusTexts(values),
    classification: values.classification,
    cashBonus: values.classification === 'CASH' ? parseEuroAmount(values.cashBonus ?? '') : null,
  };
}
