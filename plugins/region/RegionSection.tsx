import { SelectField } from '../../core/ui.ts';
import type { FormSectionProps } from '../../core/index.ts';
import type { RegionChoice } from './resolveRegionOptions.ts';

/** The pva select of the order form; a placeholder leads while no region is preset. */
export function RegionSection(props: FormSectionProps & { readonly options: readonly RegionChoice[] }) {
  const choices = props.options.map((option) => ({ value: option.code, label: option.name }));
  const hasAutomatic = props.options.some((option) => option.code === 'EG');
  return (
    <fieldset className="form-section">
      <legend>Ihre Lokalausgabe</legend>
      <SelectField
        name={`${props.name}.pva`}
        label="Region"
        required
        hint="Ihre Region bestimmt, welche Lokalausgabe Sie erhalten."
        options={hasAutomatic ? choices : [{ value: '-', label: 'Bitte wählen Sie eine Region' }, ...choices]}
      />
    </fieldset>
  );
}
