import { Form } from 'react-final-form';
import type { StartStepProps } from '../../core/index.ts';
import { StepHeading, RadioGroupField } from '../../core/ui.ts';
import { chooseLwlRole } from './chooseLwlRole.ts';
import type { LwlRoleChoice } from './LwlRoleChoice.ts';
import { lwlRoleChoices } from './lwlRoleChoices.ts';

/** The lwl role choice for logged-in readers: a radio group and a proceed button (funnel.md section 2). */
export function LwlRoleStep({ context }: StartStepProps) {
  return (
    <div className="role-choice">
      <StepHeading>Werben oder geworben werden?</StepHeading>
      <Form<{ role?: LwlRoleChoice }>
        onSubmit={(values) => (values.role ? chooseLwlRole(context, values.role) : undefined)}
        validate={(values) => (values.role ? {} : { role: 'Bitte wählen Sie aus, ob Sie einen neuen Abonnenten werben oder geworben wurden.' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <RadioGroupField name="role" legend="Ihre Rolle bei „Leser werben Leser“" options={lwlRoleChoices} required />
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
