import { useSignals } from '@preact/signals-react/runtime';
import { Modal } from '../../core/ui.ts';
import { cancelLeave, confirmLeave, pendingLeave } from './adminNavigation.ts';

/** Asks before a page with unsaved changes is left through the admin app. */
export function LeaveConfirmDialog() {
  useSignals();
  if (!pendingLeave.value) return null;
  return (
    <Modal titleId="leave-title" onClose={cancelLeave}>
      <h2 id="leave-title">Ungespeicherte Änderungen verwerfen?</h2>
      <p>Sie haben Änderungen vorgenommen, die noch nicht gespeichert sind. Wenn Sie die Seite verlassen, gehen sie verloren.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={cancelLeave} autoFocus>
          Weiter bearbeiten
        </button>
        <button type="button" className="button button--secondary" onClick={confirmLeave}>
          Verwerfen und verlassen
        </button>
      </div>
    </Modal>
  );
}
