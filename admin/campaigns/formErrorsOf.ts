import { setIn } from 'final-form';
import type { FieldError } from '../rules/FieldError.ts';

// A message about one entry of the delivery countries belongs to the country choice as a whole.
const fieldOf = (path: string) => path.replace(/^countries\.\d+$/, 'countries');

/**
 * The form's errors object (react-final-form) of field messages: nested by path
 * (`priceInfos.0.price`), several messages for one field joined into one.
 */
export function formErrorsOf(errors: readonly FieldError[]): Record<string, unknown> {
  const messages = new Map<string, string[]>();
  for (const { path, message } of errors) {
    const field = fieldOf(path);
    const list = messages.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    messages.set(field, list);
  }
  let nested: object = {};
  for (const [field, list] of messages) nested = setIn(nested, field, list.join(' '));
  return nested as Record<string, unknown>;
}
