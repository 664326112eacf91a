import { Field } from 'react-final-form';
import { describedBy, FieldFrame, fieldId, visibleError } from '../../ui/FieldFrame.tsx';
import { groupIban, ibanInput } from './groupIban.ts';
import { paymentTexts } from './paymentTexts.ts';

/** The IBAN input (funnel.md sections 5 and 9): upper-cased, spaces allowed, at most 32 characters, grouped in fours on leaving. */
export function IbanField({ onLeave }: { readonly onLeave: () => void }) {
  const id = fieldId('iban');
  return (
    <Field<string> name="iban" parse={ibanInput} format={(value) => groupIban(value)} formatOnBlur>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldFrame id={id} label={paymentTexts.ibanLabel} required hint={paymentTexts.ibanHint} error={error} width="two-thirds">
            <input
              {...input}
              value={input.value ?? ''}
              id={id}
              className="input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, paymentTexts.ibanHint, error)}
              onBlur={(event) => {
                input.onBlur(event);
                onLeave();
              }}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
