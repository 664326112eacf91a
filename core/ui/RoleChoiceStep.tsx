import { Form } from 'react-final-form';
import { RadioGroupField } from './RadioGroupField.tsx';
import type { SelectOption } from './SelectField.tsx';
import { StepHeading } from './StepHeading.tsx';

/**
 * The role choice of gift and lwl campaigns for logged-in readers: a radio group and a proceed
 * button (funnel.md section 2, step 2). `onChoose` receives the chosen option's value.
 */
export function RoleChoiceStep<Choice extends string>(props: {
  readonly heading: string;
  readonly legend: string;
  readonly options: readonly SelectOption[];
  readonly requiredMessage: string;
  readonly onChoose: (choice: Choice) => void;
}) {
  return (
    <div className="role-choice">
      <StepHeading>{props.heading}</StepHeading>
      <Form<{ role?: Choice }>
        onSubmit={(values) => (values.role ? props.onChoose(values.role) : undefined)}
        validate={(values) => (values.role ? {} : { role: props.requiredMessage })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <RadioGroupField name="role" legend={props.legend} options={props.options} required />
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
