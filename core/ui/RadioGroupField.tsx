import { Field } from 'react-final-form';
import { fieldId, visibleError } from './FieldFrame.tsx';
import type { SelectOption } from './SelectField.tsx';

/** A radio group in a fieldset with a legend, bound to one react-final-form field. */
export function RadioGroupField(props: {
  readonly name: string;
  readonly legend: string;
  readonly options: readonly SelectOption[];
  readonly required?: boolean;
}) {
  const id = fieldId(props.name);
  return (
    <Field<string> name={props.name} subscription={{ error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ meta }) => {
        const error = visibleError(meta);
        return (
          <fieldset className="form-section field" aria-describedby={error ? `${id}-error` : undefined} id={id}>
            <legend className="field__label">
              {props.legend}
              {props.required ? (
                <span className="field__required" aria-hidden="true">
                  {' '}*
                </span>
              ) : null}
            </legend>
            <div className="choice-group">
              {props.options.map((option) => (
                <Field<string> key={option.value} name={props.name} type="radio" value={option.value}>
                  {({ input }) => (
                    <label className="choice">
                      <input {...input} aria-invalid={error ? true : undefined} />
                      <span>{option.label}</span>
                    </label>
                  )}
                </Field>
              ))}
            </div>
            {error ? (
              <span id={`${id}-error`} className="field__error">
                {error}
              </span>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}
