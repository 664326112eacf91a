import { memo, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldId, visibleError } from './FieldFrame.tsx';

/** A checkbox bound to a boolean react-final-form field, with its error below; memoized like `TextField`. */
export const CheckboxField = memo(function CheckboxField(props: {
  readonly name: string;
  readonly label: ReactNode;
  readonly required?: boolean;
}) {
  const id = fieldId(props.name);
  return (
    <Field<boolean> name={props.name} type="checkbox">
      {({ input: { value: _value, ...input }, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="field">
            <div className="choice">
              <input
                {...input}
                id={id}
                aria-required={props.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <label htmlFor={id}>
                {props.label}
                {props.required ? (
                  <span className="field__required" aria-hidden="true">
                    {' '}*
                  </span>
                ) : null}
              </label>
            </div>
            {error ? (
              <span id={`${id}-error`} className="field__error">
                {error}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
});
