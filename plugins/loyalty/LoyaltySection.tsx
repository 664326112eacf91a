import { TextField } from '../../core/ui.ts';
import type { FormSectionProps } from '../../core/index.ts';
import { mmNumberMessages } from './mmNumberMessages.ts';

/** The mmNumber field of the order form, shown with a Miles & More bonus. */
export function LoyaltySection(props: FormSectionProps) {
  return (
    <fieldset className="form-section">
      <legend>Miles &amp; More</legend>
      <TextField name={`${props.name}.mmNumber`} label={mmNumberMessages.label} hint={mmNumberMessages.hint} numeric maxLength={20} autoComplete="off" />
    </fieldset>
  );
}
