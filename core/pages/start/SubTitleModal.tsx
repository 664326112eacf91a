import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal.tsx';

/**
 * The print-only sub-title modal after the address check (funnel.md section 2): headline,
 * paragraphs, a 'change tenant' link that leaves for the other edition, and cancel, which keeps
 * this edition with postal delivery.
 */
export function SubTitleModal(props: {
  readonly paragraphs: readonly string[];
  readonly outLink: string | undefined;
  readonly headline: string;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('modals');
  return (
    <Modal titleId="sub-title-modal-title" onClose={props.onCancel}>
      <h2 id="sub-title-modal-title">{props.headline}</h2>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="button-row">
        {props.outLink && /^https?:\/\//.test(props.outLink) ? (
          <a className="button button--primary" href={props.outLink}>
            {t('subTitleChangeTenant')}
          </a>
        ) : null}
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('subTitleCancel')}
        </button>
      </div>
    </Modal>
  );
}
