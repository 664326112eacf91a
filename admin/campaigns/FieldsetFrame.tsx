import type { ReactNode } from 'react';
import { describedBy } from '../../core/ui.ts';

/**
 * A group of controls of the campaign form: fieldset with legend, hint and error, tied together for
 * assistive technology. A `focusable` fieldset carries the id `idBase` and takes focus from the error summary's links.
 */
export function FieldsetFrame(props: {
  readonly idBase: string;
  readonly legend: string;
  readonly hint?: string;
  readonly error?: string;
  readonly focusable?: boolean;
  readonly className: string;
  readonly children: ReactNode;
}) {
  const { idBase, hint, error } = props;
  return (
    <fieldset
      id={props.focusable ? idBase : undefined}
      tabIndex={props.focusable ? -1 : undefined}
      className={`field ${props.className}`}
      aria-describedby={describedBy(idBase, hint, error)}
    >
      <legend className="field__label">{props.legend}</legend>
      {hint ? (
        <span id={`${idBase}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {props.children}
      {error ? (
        <span id={`${idBase}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
