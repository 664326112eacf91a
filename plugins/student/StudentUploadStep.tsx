import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { continueFromStart, setFlowFlag, writePluginState, type StartStepProps } from '../../core/index.ts';
import { Alert, BusyOverlay, StepHeading } from '../../core/ui.ts';
import { certificateCaption } from './certificateCaption.ts';
import { isAllowedCertificateFile } from './isAllowedCertificateFile.ts';
import { studentStateOf } from './studentStateOf.ts';
import { studentUploadMessages } from './studentUploadMessages.ts';
import { studentUploadState } from './studentUploadState.ts';
import { uploadCertificate } from './uploadCertificate.ts';
import { validateCertificateSelection } from './validateCertificateSelection.ts';

const inputId = 'student-certificate';

/** The enrolment-certificate upload, shown once after the order form; its continue button leads to payment. */
export function StudentUploadStep({ context }: StartStepProps) {
  useSignals();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [selectionError, setSelectionError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const stored = studentStateOf(context);
  const state = studentUploadState(stored.outcome);

  const choose = (chosen: File | undefined) => {
    setSelectionError(undefined);
    if (chosen && !isAllowedCertificateFile(chosen.name)) {
      context.track({ type: 'generic', category: 'studentUpload', action: 'unsupportedFileType', label: chosen.name.split('.').pop() ?? '' });
      if (input.current) input.current.value = '';
      setFile(undefined);
      setSelectionError(studentUploadMessages.invalidType);
      return;
    }
    setFile(chosen);
  };
  const upload = async () => {
    const problem = validateCertificateSelection(file);
    if (problem || !file) {
      setSelectionError(studentUploadMessages[problem ?? 'required']);
      input.current?.focus();
      return;
    }
    setBusy(true);
    await uploadCertificate(context, file, file.name);
    setBusy(false);
  };
  const reset = () => {
    writePluginState(context.store, 'student', undefined);
    setFile(undefined);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };
  const proceed = () => {
    setFlowFlag(context.store, 'studentOrderFormWasShown', true);
    continueFromStart(context);
  };

  return (
    <div className="student-upload">
      <StepHeading>Ihre Immatrikulationsbescheinigung</StepHeading>
      <p>Das Studierenden-Abo gilt mit einer gültigen Immatrikulationsbescheinigung. Bitte laden Sie sie hier hoch.</p>
      {state === 'success' ? (
        <Alert kind="success">{`${studentUploadMessages.success} (${stored.fileName ?? ''})`}</Alert>
      ) : (
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            Immatrikulationsbescheinigung
            <span className="field__required" aria-hidden="true">
              {' '}*
            </span>
          </label>
          <span id={`${inputId}-hint`} className="field__hint">
            {certificateCaption}
          </span>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.gif"
            aria-required="true"
            aria-invalid={selectionError ? true : undefined}
            aria-describedby={`${inputId}-hint${selectionError ? ` ${inputId}-error` : ''}`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {selectionError ? (
            <span id={`${inputId}-error`} className="field__error" role="alert">
              {selectionError}
            </span>
          ) : null}
        </div>
      )}
      {state === 'error' && stored.outcome && stored.outcome !== 'success' ? <Alert kind="error">{studentUploadMessages[stored.outcome]}</Alert> : null}
      <div className="button-row">
        {state === 'success' ? (
          <>
            <button type="button" className="button button--secondary" onClick={reset}>
              Andere Datei hochladen
            </button>
            <button type="button" className="button button--primary" onClick={proceed}>
              Weiter zur Zahlung
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void upload()} disabled={busy}>
            Hochladen
          </button>
        )}
      </div>
      {busy ? <BusyOverlay label="Die Datei wird hochgeladen …" /> : null}
    </div>
  );
}
