import type { AdminPermission } from '../api/adminPermissions.ts';
import type { UserType } from '../api/userType.ts';
import type { UserEntry } from '../api/userList.ts';

/** The permission link that opens each user list (platform.md section 3 "Admin role"). */
export const userListPermission: Readonly<Record<UserType, AdminPermission>> = {
  admins: 'ADMIN_ADMINS',
  tenantAdmins: 'ADMIN_TENANT_ADMINS',
  users: 'ADMIN_USERS',
};

/** The German name of each user list, as the home's links and the list's heading say it. */
export const userListTitle: Readonly<Record<UserType, string>> = {
  admins: 'Administratoren',
  tenantAdmins: 'Key-User',
  users: 'Benutzer',
};

/** How an entry is named in messages: "Vorname Nachname (login)", or the login alone when the account has no name. */
function entryLabel(entry: Pick<UserEntry, 'login' | 'firstName' | 'lastName'>): string {
  const name = [entry.firstName, entry.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name ? `${name} (${entry.login})` : entry.login;
}

/** The German texts of the user management screen (platform.md section 8 leaves the wording of admin messages open). */
export const userManagementTexts = {
  listNavigation: 'Benutzerlisten',
  loading: 'Liste wird geladen …',
  loadFailed: (list: UserType) =>
    `Die Liste „${userListTitle[list]}“ konnte nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.`,
  caption: (list: UserType, tenantName: string, count: number) => `${userListTitle[list]} von ${tenantName} (${count})`,
  empty: 'In dieser Liste ist noch niemand eingetragen. Fügen Sie oben eine registrierte Person hinzu.',
  columnLogin: 'Anmeldung (E-Mail)',
  columnFirstName: 'Vorname',
  columnLastName: 'Nachname',
  columnActions: 'Aktion',
  ownEntry: 'Ihr eigener Zugang',
  remove: 'Entfernen',
  addHeading: 'Person hinzufügen',
  addIntro: 'Eine Person muss bereits registriert sein. Geben Sie die E-Mail-Adresse ein, mit der sie sich anmeldet.',
  emailLabel: 'E-Mail-Adresse',
  addButton: 'Hinzufügen',
  adding: 'Wird hinzugefügt …',
  formInvalid: 'Bitte prüfen Sie die E-Mail-Adresse.',
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  notRegistered:
    'Unter dieser E-Mail-Adresse ist niemand registriert. Die Person muss sich zuerst registrieren; danach können Sie sie hier hinzufügen.',
  alreadyPresent: (list: UserType) => `Diese Person ist in der Liste „${userListTitle[list]}“ bereits eingetragen.`,
  inOtherList: 'Diese Person ist bereits in einer anderen Liste dieses Titels eingetragen. Entfernen Sie den Eintrag dort zuerst.',
  added: (entry: UserEntry, list: UserType) => `${entryLabel(entry)} wurde zur Liste „${userListTitle[list]}“ hinzugefügt.`,
  addFailed: (list: UserType) =>
    `Die Person konnte nicht zur Liste „${userListTitle[list]}“ hinzugefügt werden, weil der Server nicht wie erwartet antwortete. Bitte versuchen Sie es in einigen Minuten erneut.`,
  confirmTitle: 'Zugang entfernen?',
  confirmText: (entry: UserEntry, list: UserType, tenantName: string) =>
    `${entryLabel(entry)} wird aus der Liste „${userListTitle[list]}“ entfernt und hat danach keine Rechte mehr in der Verwaltung von ${tenantName}.`,
  cancel: 'Abbrechen',
  confirmRemove: 'Zugang entfernen',
  removing: 'Wird entfernt …',
  removed: (entry: UserEntry, list: UserType) => `${entryLabel(entry)} wurde aus der Liste „${userListTitle[list]}“ entfernt.`,
  cannotRemoveSelf: 'Ihren eigenen Zugang können Sie nicht entfernen. Bitten Sie eine andere Person mit diesen Rechten darum.',
  notFound: (entry: UserEntry) =>
    `${entryLabel(entry)} ist in dieser Liste nicht mehr eingetragen. Die Liste zeigt jetzt den aktuellen Stand.`,
  removeFailed: (entry: UserEntry) =>
    `Der Zugang von ${entryLabel(entry)} konnte nicht entfernt werden, weil der Server nicht wie erwartet antwortete. Bitte versuchen Sie es in einigen Minuten erneut.`,
} as const;
