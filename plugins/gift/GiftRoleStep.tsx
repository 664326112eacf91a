import { Form } from 'react-final-form';
import type { StartStepProps } from '../../core/index.ts';
import { StepHeading, RadioGroupField } from '../../core/ui.ts';
import { chooseGiftRole } from './chooseGiftRole.ts';
import type { GiftRoleChoice } from './GiftRoleChoice.ts';
import { giftRoleChoices } from './giftRoleChoices.ts';

/** The gift role choice for logged-in readers: a radio group and a proceed button (funnel.md section 2). */
export function GiftRoleStep({ context }: StartStepProps) {
  return (
    <div className="role-choice">
      <StepHeading>Verschenken oder beschenkt werden?</StepHeading>
      <Form<{ role?: GiftRoleChoice }>
        onSubmit={(values) => (values.role ? chooseGiftRole(context, values.role) : undefined)}
        validate={(values) => (values.role ? {} : { role: 'Bitte wählen Sie aus, ob Sie das Abo verschenken oder geschenkt bekommen.' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <RadioGroupField name="role" legend="Ihre Rolle bei diesem Geschenkabo" options={giftRoleChoices} required />
            <div className="button-row">
              <button type="submit" className="button button--primary">
                Weiter
              </button>
            </div>
          </form>
        )}
      />
    </div>
  );
}
