import { useId, useState } from 'react';
import type { OrderBonus } from '../../core/index.ts';
import { Modal } from '../../core/ui.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { bonusDeleteFailureText, bonusName } from './bonusName.ts';

/** Whether the role may delete and create bonuses (admin/README.md: createComplexBonus and deleteBonus for admin and key user). */
export function useMayManageBonuses(): boolean {
  const { role } = useAdminSession();
  return role === 'admin' || role === 'keyuser';
}

/**
 * Deletes a bonus after a confirmation in a dialog; `onDeleted` after the 204, `onFailed` with the
 * German reason otherwise (409 BONUS_IN_USE names the campaigns that still offer it).
 */
export function DeleteBonusButton(props: {
  readonly bonus: OrderBonus;
  readonly onDeleted: () => void;
  readonly onFailed: (text: string) => void;
}) {
  const { client } = useAdminSession();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = bonusName(props.bonus);

  const confirm = async () => {
    setBusy(true);
    try {
      await client.deleteBonus(props.bonus.materialNumber);
      setOpen(false);
      props.onDeleted();
    } catch (error) {
      setOpen(false);
      props.onFailed(bonusDeleteFailureText(name, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Löschen<span className="visually-hidden">{`: ${name}`}</span>
      </button>
      {open ? (
        <Modal titleId={titleId} onClose={() => setOpen(false)}>
          <h2 id={titleId}>Prämie löschen?</h2>
          <p>{`Die Prämie ${name} wird mit ihrem Bild gelöscht. Leser können sie danach nicht mehr wählen. Das lässt sich nicht rückgängig machen.`}</p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Wird gelöscht …' : 'Endgültig löschen'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)} autoFocus>
              Abbrechen
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
