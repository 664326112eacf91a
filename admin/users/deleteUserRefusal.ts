import { adminErrorOf } from '../api/adminErrorBody.ts';
import type { UserEntry } from '../api/userList.ts';
import { userManagementTexts as texts } from './userManagementTexts.ts';

/** A refused `deleteUser` as the screen shows it: the message, and whether the entry is gone from the list anyway. */
export interface DeleteUserRefusal {
  readonly message: string;
  readonly gone: boolean;
}

/**
 * Reads a refused `deleteUser`: 409 CANNOT_REMOVE_SELF (the entry stays) or 404 USER_NOT_FOUND
 * (someone else removed it already: it leaves the list); undefined for every other failure, which
 * goes to the home.
 */
export function deleteUserRefusal(error: unknown, entry: UserEntry): DeleteUserRefusal | undefined {
  switch (adminErrorOf(error)?.error) {
    case 'CANNOT_REMOVE_SELF':
      return { message: texts.cannotRemoveSelf, gone: false };
    case 'USER_NOT_FOUND':
      return { message: texts.notFound(entry), gone: true };
    default:
      return undefined;
  }
}
