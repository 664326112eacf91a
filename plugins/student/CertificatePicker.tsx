import { useState, type Ref } from 'react';
import { useTexts } from '../../core/ui.ts';
import { certificateFormTexts } from './certificateFormTexts.ts';

/**
 * The certificate's file input as a styled picker: the field label, a label styled as a button
 * ("Datei auswählen") over the visually hidden native input (which keeps keyboard use and focus),
 * and a drop zone for dragging a file onto it.
 */
export function CertificatePicker(props: {
  readonly inputId: string;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly error: string | undefined;
  readonly onChosen: (file: File | undefined) => void;
}) {
  const { inputId, error } = props;
  const t = useTexts(certificateFormTexts);
  const [dragging, setDragging] = useState(false);
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {t('fieldLabel')}
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      </label>
      <span id={`${inputId}-hint`} className="field__hint">
        {t('caption')}
      </span>
      <div
        className={`file-drop${dragging ? ' file-drop--active' : ''}${error ? ' file-drop--invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          props.onChosen(event.dataTransfer.files[0]);
        }}
      >
        <input
          ref={props.inputRef}
          id={inputId}
          className="file-drop__input visually-hidden"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,.gif"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => props.onChosen(event.target.files?.[0])}
        />
        <label htmlFor={inputId} className="button button--secondary file-drop__button">
          {t('chooseFile')}
        </label>
        <span className="file-drop__text">{t('dropHint')}</span>
      </div>
      {error ? (
        <span id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
