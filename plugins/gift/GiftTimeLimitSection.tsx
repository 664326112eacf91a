import { useEffect } from 'react';
import { useField } from 'react-final-form';
import type { FormSectionProps } from '../../core/index.ts';
import { RadioGroupField } from '../../core/ui.ts';
import { chooseTimeLimit } from './chooseTimeLimit.ts';

/** The gift time limit, a radio group in the order form (0 unbegrenzt, 3, 6 or 12 months); a choice reprices at once. */
export function GiftTimeLimitSection(props: FormSectionProps & { readonly options: readonly { readonly value: number; readonly label: string }[] }) {
  const { context, name, options } = props;
  const { value } = useField<string>(`${name}.timeLimit`, { subscription: { value: true } }).input;
  useEffect(() => {
    const months = Number(value);
    if (value !== '' && options.some((option) => option.value === months)) chooseTimeLimit(context, months);
  }, [context, value, options]);
  return (
    <RadioGroupField
      name={`${name}.timeLimit`}
      legend="Laufzeit des Geschenkabos"
      required
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
    />
  );
}
