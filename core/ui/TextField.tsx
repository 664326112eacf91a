import { type HTMLInputAutoCompleteAttribute, memo } from 'react';
import { Field } from 'react-final-form';
import { describedBy, FieldFrame, fieldId, type FieldWidth, visibleError } from './FieldFrame.tsx';
import { numericKeyFilter } from './numericKeyFilter.ts';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Offer a numeric keyboard (inputMode); only `type="tel"` also filters keys (funnel.md section 5). */
  readonly numeric?: boolean;
  /** A tel field that takes one '+' typed at its start (an international prefix); it keeps the phone keyboard, which has '+'. */
  readonly leadingPlus?: boolean;
  readonly hint?: string;
  readonly width?: FieldWidth;
  readonly readOnly?: boolean;
  readonly min?: string;
  readonly max?: string;
  readonly upperCase?: boolean;
  readonly onBlur?: (value: string) => void;
}

/**
 * A labelled text input bound to a react-final-form field, with hint, error and required marker. Memoized: the field
 * renders on its own field state, and a form that renders again leaves it alone unless its props changed.
 */
export const TextField = memo(function TextField(props: TextFieldProps) {
  const id = fieldId(props.name);
  const filterKeys = numericKeyFilter(props.type, props.leadingPlus);
  const inputMode = props.leadingPlus ? 'tel' : props.numeric ? 'numeric' : props.type === 'email' ? 'email' : props.type === 'tel' ? 'tel' : undefined;
  return (
    <Field<string> name={props.name} parse={(value) => (props.upperCase ? value.toUpperCase() : value)}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame id={id} label={props.label} required={props.required} hint={props.hint} error={error} width={props.width}>
            <input
              {...input}
              value={input.value ?? ''}
              id={id}
              className="input"
              type={props.type ?? 'text'}
              inputMode={inputMode}
              autoComplete={props.autoComplete}
              maxLength={props.maxLength}
              min={props.min}
              max={props.max}
              readOnly={props.readOnly}
              aria-required={props.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, props.hint, error)}
              onKeyDown={filterKeys}
              onBlur={(event) => {
                input.onBlur(event);
                props.onBlur?.(event.target.value);
              }}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
});

/**
 * An `autocomplete` value in an autofill scope (HTML autofill detail tokens): the scope is a
 * `section-*` token for another person's data and/or `shipping`/`billing`, e.g.
 * `autofillToken('section-recipient shipping', 'postal-code')`. 'off' and an empty scope stay alone.
 */
export function autofillToken(scope: string, field: string): string {
  return scope === '' || field === 'off' ? field : `${scope} ${field}`;
}
