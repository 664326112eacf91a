import { getIn, setIn } from 'final-form';
import type { FieldError } from '../rules/FieldError.ts';

/**
 * The key under which a message about a whole group (a list, a variant) sits in a form's errors:
 * flat, so that it never collides with the messages of the group's own fields.
 */
export function groupErrorKey(path: string): string {
  return `group-${path.replace(/\./g, '-')}`;
}

/**
 * Turns the rules' (or the server's) field errors into a react-final-form errors object: each
 * message at its path (`infoPoints.1` → `{ infoPoints: [, 'msg'] }`), a group's message at its
 * {@link groupErrorKey}; the first message of a field wins.
 */
export function toFormErrors(errors: readonly FieldError[], isGroup: (path: string) => boolean = () => false): Record<string, unknown> {
  return errors.reduce<Record<string, unknown>>((result, error) => {
    const key = isGroup(error.path) ? groupErrorKey(error.path) : error.path;
    return getIn(result, key) === undefined ? (setIn(result, key, error.message) as Record<string, unknown>) : result;
  }, {});
}
