import type { FieldMetaState } from 'react-final-form';

/** The error a field shows: after it was left or after a failed submit, validation or server error. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' && error !== '' ? error : undefined;
}
