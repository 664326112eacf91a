import { SelectField, useTexts } from '../../core/ui.ts';
import type { FormSectionProps } from '../../core/index.ts';
import { regionFormTexts } from './regionFormTexts.ts';
import type { RegionChoice } from './regionOptions.ts';

/** The pva select of the order form; a placeholder leads while no region is preset. */
export function RegionSection(props: FormSectionProps & { readonly options: readonly RegionChoice[] }) {
  const t = useTexts(regionFormTexts);
  const choices = props.options.map((option) => ({ value: option.code, label: option.name }));
  const hasAutomatic = props.options.some((option) => option.code === 'EG');
  return (
    <fieldset className="form-section">
      <legend>{t('legend')}</legend>
      <SelectField
        name={`${props.name}.pva`}
        label={t('label')}
        required
        hint={t('hint')}
        options={hasAutomatic ? choices : [{ value: '-', label: t('placeholder') }, ...choices]}
      />
    </fieldset>
  );
}
