import { getIn } from 'final-form';
import { useFormState } from 'react-final-form';
import { fieldId } from '../../core/ui.ts';
import { groupErrorKey } from './toFormErrors.ts';

/**
 * The message about a whole list or variant (`variants.1`: a duplicate), from the rules or the
 * server; the error summary links to it. `live` shows the rules' message at once, else only after
 * a failed submit.
 */
export function GroupError({ path, live = false }: { readonly path: string; readonly live?: boolean }) {
  const { errors, submitErrors, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: { errors: true, submitErrors: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const key = groupErrorKey(path);
  const rule = live || submitFailed ? (getIn(errors ?? {}, key) as string | undefined) : undefined;
  const server = dirtySinceLastSubmit ? undefined : (getIn(submitErrors ?? {}, key) as string | undefined);
  const message = rule ?? server;
  if (!message) return null;
  return (
    <p id={fieldId(key)} className="field__error bonus-group-error" tabIndex={-1}>
      {message}
    </p>
  );
}
