import { memo } from 'react';
import { Field } from 'react-final-form';
import { describedBy, FieldFrame, fieldId, type FieldWidth, visibleError } from './FieldFrame.tsx';

/** One option of a select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled select bound to a react-final-form field; required selects show an asterisk (funnel.md section 5).
 * Memoized like `TextField`: pass it options that keep their identity.
 */
export const SelectField = memo(function SelectField(props: {
  readonly name: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly required?: boolean;
  readonly hint?: string;
  readonly width?: FieldWidth;
  readonly autoComplete?: string;
}) {
  const id = fieldId(props.name);
  return (
    <Field<string> name={props.name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame id={id} label={props.label} required={props.required} hint={props.hint} error={error} width={props.width}>
            <select
              {...input}
              id={id}
              className="select"
              autoComplete={props.autoComplete}
              aria-required={props.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, props.hint, error)}
            >
              {props.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldFrame>
        );
      }}
    </Field>
  );
});
