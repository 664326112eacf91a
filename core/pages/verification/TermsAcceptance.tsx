import type { Ref } from 'react';
import { fieldId } from '../../ui/FieldFrame.tsx';
import { orderFormLabels } from '../start/orderFormLabels.ts';

const id = fieldId('termsAccepted');

/**
 * The terms checkbox on the check page, for a reader who has not accepted them on Start (a
 * skip-ahead): the same label and AGB link as the order form, its error below and tied to the box.
 */
export function TermsAcceptance(props: {
  readonly termsUrl: string;
  readonly accepted: boolean;
  readonly error: string | undefined;
  readonly onChange: (accepted: boolean) => void;
  readonly inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <div className="field">
      <div className="choice">
        <input
          ref={props.inputRef}
          type="checkbox"
          id={id}
          checked={props.accepted}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          {orderFormLabels.terms}
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        </label>
      </div>
      {props.error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {props.error}
        </span>
      ) : null}
      <p>
        <a href={props.termsUrl}>{orderFormLabels.termsLink}</a>
      </p>
    </div>
  );
}
