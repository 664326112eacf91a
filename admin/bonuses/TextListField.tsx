import { getIn } from 'final-form';
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { fieldId, TextField } from '../../core/ui.ts';

/**
 * A list of single-line texts in a form (info points, a property's values): one field per entry
 * with its own remove button, and an add button that puts the focus into the new field.
 */
export function TextListField(props: {
  readonly name: string;
  readonly legend: string;
  readonly itemLabel: string;
  readonly addLabel: string;
  readonly max: number;
  readonly maxLength: number;
  readonly emptyText?: string;
  readonly required?: boolean;
}) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const items = ((getIn(values, props.name) as (string | undefined)[] | undefined) ?? []).map((item) => item ?? '');
  const focusNext = useRef<string | undefined>(undefined);

  // Focused in the commit that shows the new field, within the click's task: a later frame could take the focus from a field typed in since.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const add = () => {
    focusNext.current = fieldId(`${props.name}.${items.length}`);
    form.change(props.name, [...items, '']);
  };
  const remove = (index: number) => form.change(props.name, items.filter((_, position) => position !== index));
  return (
    <fieldset className="form-section bonus-list-field">
      <legend className="field__label">{props.legend}</legend>
      {items.length === 0 && props.emptyText ? <p className="field__hint">{props.emptyText}</p> : null}
      {items.map((_, index) => (
        <div className="bonus-list-field__row" key={index}>
          <TextField name={`${props.name}.${index}`} label={`${props.itemLabel} ${index + 1}`} maxLength={props.maxLength} required={props.required} />
          <button type="button" className="button button--secondary" onClick={() => remove(index)}>
            Entfernen<span className="visually-hidden">{` – ${props.itemLabel} ${index + 1}`}</span>
          </button>
        </div>
      ))}
      <div>
        <button type="button" className="button button--secondary" onClick={add} disabled={items.length >= props.max}>
          {props.addLabel}
        </button>
      </div>
    </fieldset>
  );
}
