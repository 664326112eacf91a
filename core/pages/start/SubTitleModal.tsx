import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal.tsx';

// A core interface text of this lazily loaded dialog; the publisher's texts name the other two buttons.
const changeAddress = 'Adresse ändern';

/**
 * The print-only sub-title modal after the address check (funnel.md sections 2 and 8, "Delivery by
 * carrier not possible"): headline, paragraphs, and buttons that say what they do: a link that
 * leaves for the other edition, "Per Post zustellen lassen" (keeps this edition with postal
 * delivery, the spec's cancel) and "Adresse ändern" (back to the form; Escape does the same).
 */
export function SubTitleModal(props: {
  readonly paragraphs: readonly string[];
  readonly outLink: string | undefined;
  readonly headline: string;
  readonly onCancel: () => void;
  readonly onChangeAddress: () => void;
}) {
  const { t } = useTranslation('modals');
  return (
    <Modal titleId="sub-title-modal-title" onClose={props.onChangeAddress}>
      <h2 id="sub-title-modal-title">{props.headline}</h2>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={props.onCancel}>
          {t('subTitleCancel')}
        </button>
        {props.outLink && /^https?:\/\//.test(props.outLink) ? (
          <a className="button button--secondary" href={props.outLink}>
            {t('subTitleChangeTenant')}
          </a>
        ) : null}
        <button type="button" className="button button--secondary" onClick={props.onChangeAddress}>
          {changeAddress}
        </button>
      </div>
    </Modal>
  );
}
