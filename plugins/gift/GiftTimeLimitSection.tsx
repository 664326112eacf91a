import { useEffect } from 'react';
import { useField } from 'react-final-form';
import type { FormSectionProps } from '../../core/index.ts';
import { RadioGroupField, useTexts } from '../../core/ui.ts';
import { chooseTimeLimit } from './chooseTimeLimit.ts';
import { giftTimeLimitTexts, timeLimitLabel } from './giftTimeLimitTexts.ts';

/** The gift time limit, a radio group in the order form (0 unbegrenzt, 3, 6 or 12 months); a choice reprices at once. */
export function GiftTimeLimitSection(props: FormSectionProps & { readonly months: readonly number[] }) {
  const { context, name, months } = props;
  const t = useTexts(giftTimeLimitTexts);
  const { value } = useField<string>(`${name}.timeLimit`, { subscription: { value: true } }).input;
  useEffect(() => {
    const picked = Number(value);
    if (value !== '' && months.includes(picked)) chooseTimeLimit(context, picked);
  }, [context, value, months]);
  return (
    <RadioGroupField
      name={`${name}.timeLimit`}
      legend={t('legend')}
      required
      options={months.map((option) => ({ value: String(option), label: timeLimitLabel(option, t) }))}
    />
  );
}
