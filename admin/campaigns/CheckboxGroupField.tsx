import { useField } from 'react-final-form';
import { fieldId, visibleError } from '../../core/ui.ts';
import { sameJson } from './sameJson.ts';

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
  const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset id={id} tabIndex={-1} className="field campaign-choices" aria-describedby={described || undefined}>
      <legend className="field__label">{props.legend}</legend>
      {props.hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {props.hint}
        </span>
      ) : null}
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
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
