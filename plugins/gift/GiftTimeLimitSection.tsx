import type { FormSectionProps } from '../../core/index.ts';
import { RadioGroupField } from '../../core/ui.ts';

/** The gift time limit, a radio group in the order form (0 unbegrenzt, 3, 6 or 12 months). */
export function GiftTimeLimitSection(props: FormSectionProps & { readonly options: readonly { readonly value: number; readonly label: string }[] }) {
  return (
    <RadioGroupField
      name={`${props.name}.timeLimit`}
      legend="Laufzeit des Geschenkabos"
      required
      options={props.options.map((option) => ({ value: String(option.value), label: option.label }))}
    />
  );
}
