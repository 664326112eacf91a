import { useFormState } from 'react-final-form';
import { ErrorSummary, flattenErrors } from '../../core/ui.ts';

/** The error summary of a bonus form after a failed submit: every field's message, the rules' and the server's, once. */
export function FormErrorSummary({
  title,
  attempt,
  contextOf = () => '',
}: {
  readonly title: string;
  readonly attempt: number;
  /** Says where a field is when its message alone does not ("Variante 2: "). */
  readonly contextOf?: (name: string) => string;
}) {
  const { submitFailed, errors, submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { submitFailed: true, errors: true, submitErrors: true, dirtySinceLastSubmit: true },
  });
  if (!submitFailed) return null;
  const all = [...flattenErrors(errors), ...(dirtySinceLastSubmit ? [] : flattenErrors(submitErrors))];
  const unique = all.filter(([name], index) => all.findIndex(([other]) => other === name) === index);
  if (unique.length === 0) return null;
  return <ErrorSummary title={title} errors={unique.map(([name, message]) => [name, `${contextOf(name)}${message}`] as const)} attempt={attempt} />;
}
