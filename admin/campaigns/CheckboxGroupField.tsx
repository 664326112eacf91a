import { useField } from 'react-final-form';
import { fieldId, visibleError } from '../../core/ui.ts';
import { FieldsetFrame } from './FieldsetFrame.tsx';
import { sameJson } from './ListField.tsx';

/** One choice of a {@link CheckboxGroupField}. */
export interface CheckboxChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * A list field chosen by checkboxes in a fieldset with a legend: the value is the list of ticked
 * choices, in the choices' order. The fieldset carries the field's id, so the error summary can
 * move focus to it.
 */
export function CheckboxGroupField(props: { readonly name: string; readonly legend: string; readonly choices: readonly CheckboxChoice[]; readonly hint?: string }) {
  const id = fieldId(props.name);
  const { input, meta } = useField<string[]>(props.name, { isEqual: sameJson });
  const error = visibleError(meta);
  const chosen: readonly string[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => {
    input.onChange(props.choices.map((choice) => choice.value).filter((candidate) => (candidate === value ? on : chosen.includes(candidate))));
    input.onBlur();
  };
  return (
    <FieldsetFrame idBase={id} legend={props.legend} hint={props.hint} error={error} focusable className="campaign-choices">
      <div className="choice-group">
        {props.choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="checkbox"
              name={props.name}
              value={choice.value}
              checked={chosen.includes(choice.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
