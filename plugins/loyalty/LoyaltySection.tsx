import { TextField, useTexts } from '../../core/ui.ts';
import type { FormSectionProps } from '../../core/index.ts';
import { loyaltyFormTexts } from './loyaltyFormTexts.ts';

/** The mmNumber field of the order form, shown with a Miles & More bonus. */
export function LoyaltySection(props: FormSectionProps) {
  const t = useTexts(loyaltyFormTexts);
  return (
    <fieldset className="form-section">
      <legend>{t('legend')}</legend>
      <TextField name={`${props.name}.mmNumber`} label={t('label')} hint={t('hint')} numeric maxLength={20} autoComplete="off" />
    </fieldset>
  );
}
