import { useState, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { useUnsavedChangesGuard } from '../app/adminNavigation.ts';

/**
 * The `<form>` of a bonus form inside react-final-form: submits it, asks before unsaved changes are
 * left, and shows the error summary, which takes focus again after every failed submit.
 */
export function BonusFormElement(props: {
  readonly label: string;
  readonly className: string;
  readonly summaryTitle: string;
  readonly contextOf?: (name: string) => string;
  readonly children: ReactNode;
}) {
  const form = useForm();
  const [attempt, setAttempt] = useState(0);
  return (
    <form
      className={props.className}
      noValidate
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((count) => count + 1);
        void form.submit();
      }}
    >
      <FormUnsavedChangesGuard />
      <FormErrorSummary title={props.summaryTitle} attempt={attempt} contextOf={props.contextOf} />
      {props.children}
    </form>
  );
}

/**
 * Asks before a bonus form with changes is left (links, back, reload, closing the tab). Compares
 * the values as a whole, so removing a list entry counts as a change too.
 */
function FormUnsavedChangesGuard() {
  const { values, initialValues } = useFormState({ subscription: { values: true, initialValues: true } });
  useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initialValues));
  return null;
}
