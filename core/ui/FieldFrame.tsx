import type { ReactNode } from 'react';

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
