import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';

/** Width of a field in the 6-column form grid on wider screens. */
export type FieldWidth = 'full' | 'half' | 'third' | 'two-thirds';

/** Label, hint and error around one input; the ids tie them together for assistive technology. */
export function FieldFrame(props: {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly error?: string;
  readonly width?: FieldWidth;
  readonly children: ReactNode;
}) {
  return (
    <div className={`field field--${props.width ?? 'full'}`}>
      <label htmlFor={props.id} className="field__label">
        {props.label}
        {props.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {props.hint ? (
        <span id={`${props.id}-hint`} className="field__hint">
          {props.hint}
        </span>
      ) : null}
      {props.children}
      {props.error ? (
        <span id={`${props.id}-error`} className="field__error">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

/** The aria-describedby value for a field with an optional hint and error. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A stable DOM id for a final-form field name such as `deliveryAddress.zipCode`. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** The error a field shows: after it was left or after a failed submit, validation or server error. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' && error !== '' ? error : undefined;
}
