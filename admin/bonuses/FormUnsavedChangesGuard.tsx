import { useFormState } from 'react-final-form';
import { useUnsavedChangesGuard } from '../app/useUnsavedChangesGuard.ts';

/**
 * Asks before a bonus form with changes is left (links, back, reload, closing the tab). Compares
 * the values as a whole, so removing a list entry counts as a change too.
 */
export function FormUnsavedChangesGuard() {
  const { values, initialValues } = useFormState({ subscription: { values: true, initialValues: true } });
  useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initialValues));
  return null;
}
