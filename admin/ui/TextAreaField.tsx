import { Field } from 'react-final-form';
import { FieldFrame, describedBy, fieldId, visibleError } from '../../core/ui.ts';

/** A labelled multi-line text bound to a react-final-form field, with hint, length limit and error. */
export function TextAreaField(props: { readonly name: string; readonly label: string; readonly hint?: string; readonly maxLength?: number; readonly rows?: number }) {
  const id = fieldId(props.name);
  return (
    <Field<string> name={props.name} parse={(value) => value}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame id={id} label={props.label} hint={props.hint} error={error}>
            <textarea
              {...input}
              value={input.value ?? ''}
              id={id}
              className="input admin-textarea"
              rows={props.rows ?? 4}
              maxLength={props.maxLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, props.hint, error)}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
