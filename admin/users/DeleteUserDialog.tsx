import { Modal } from '../../core/ui.ts';
import type { UserEntry } from '../api/userList.ts';
import type { UserType } from '../api/userType.ts';
import { userManagementTexts as texts } from './userManagementTexts.ts';

/**
 * Asks before an entry is removed (core's modal dialog: focus stays inside, Escape cancels).
 * "Abbrechen" takes the focus, so a hasty Enter removes nobody.
 */
export function DeleteUserDialog({
  entry,
  list,
  tenantName,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly entry: UserEntry;
  readonly list: UserType;
  readonly tenantName: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <Modal titleId="delete-user-title" onClose={onCancel}>
      <h2 id="delete-user-title">{texts.confirmTitle}</h2>
      <p>{texts.confirmText(entry, list, tenantName)}</p>
      {busy ? (
        <p role="status" className="admin-loading">
          {texts.removing}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy} autoFocus>
          {texts.cancel}
        </button>
        <button type="button" className="button button--primary users-delete__confirm" onClick={onConfirm} disabled={busy}>
          {texts.confirmRemove}
        </button>
      </div>
    </Modal>
  );
}
