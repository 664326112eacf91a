import { Field } from 'react-final-form';
import { describedBy, fieldId, visibleError } from '../../core/ui.ts';
import { switchTexts, type CampaignSwitch } from './campaignTexts.ts';

/** A yes/no setting of the campaign form: a checkbox with its label, the hint on what it does, and its error. */
export function SwitchField({ name }: { readonly name: CampaignSwitch }) {
  const id = fieldId(name);
  const { label, hint } = switchTexts[name];
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input }, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="field campaign-switch">
            <div className="choice">
              <input {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
              <label htmlFor={id}>{label}</label>
            </div>
            {hint ? (
              <span id={`${id}-hint`} className="field__hint campaign-switch__hint">
                {hint}
              </span>
            ) : null}
            {error ? (
              <span id={`${id}-error`} className="field__error campaign-switch__hint">
                {error}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
