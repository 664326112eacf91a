import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { continueFromStart, type StartStepProps } from '../../core/index.ts';
import { Alert, BusyOverlay, StepHeading, useTexts } from '../../core/ui.ts';
import { certificateFormTexts } from './certificateFormTexts.ts';
import { CertificatePicker } from './CertificatePicker.tsx';
import { CertificatePreview } from './CertificatePreview.tsx';
import { isAllowedCertificateFile } from './isAllowedCertificateFile.ts';
import type { PreparedCertificate } from './PreparedCertificate.ts';
import { studentFormShownState } from './studentFormShownState.ts';
import { certificateUploadState, studentStateOf } from './studentStateOf.ts';
import { studentUploadTexts } from './studentUploadTexts.ts';
import { studentUploadState } from './studentUploadState.ts';
import { uploadCertificate } from './uploadCertificate.ts';
import { validateCertificateSelection } from './validateCertificateSelection.ts';

const inputId = 'student-certificate';

/**
 * The enrolment-certificate upload, shown once after the order form; its continue button leads to
 * payment. A chosen file is made ready at once (`prepareCertificate`, loaded on first use: phone
 * photos are scaled down and compressed to the spec's limits) and shown as a preview.
 */
export function StudentUploadStep({ context }: StartStepProps) {
  useSignals();
  const t = useTexts(studentUploadTexts);
  const form = useTexts(certificateFormTexts);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [prepared, setPrepared] = useState<PreparedCertificate | undefined>(undefined);
  // The preparation of the latest choice; an upload waits for it, an older one is ignored.
  const preparing = useRef<Promise<PreparedCertificate> | undefined>(undefined);
  const [selectionError, setSelectionError] = useState<string | undefined>(undefined);
  // A file refused as too large stays the reason until another file is chosen: "Hochladen" must not call it missing.
  const [refusedAsTooLarge, setRefusedAsTooLarge] = useState(false);
  const [busy, setBusy] = useState(false);
  const stored = studentStateOf(context);
  const state = studentUploadState(stored.outcome);

  const clearSelection = () => {
    if (input.current) input.current.value = '';
    preparing.current = undefined;
    setFile(undefined);
    setPrepared(undefined);
  };
  const choose = (chosen: File | undefined) => {
    setSelectionError(undefined);
    setRefusedAsTooLarge(false);
    if (chosen && !isAllowedCertificateFile(chosen.name)) {
      context.track({ type: 'generic', category: 'studentUpload', action: 'unsupportedFileType', label: chosen.name.split('.').pop() ?? '' });
      clearSelection();
      setSelectionError(t('invalidType'));
      return;
    }
    setFile(chosen);
    setPrepared(undefined);
    if (!chosen) {
      preparing.current = undefined;
      return;
    }
    const pending = import(/* webpackChunkName: "student-prepare-certificate" */ './prepareCertificate.ts').then((module) => module.prepareCertificate(chosen));
    preparing.current = pending;
    void pending.then((result) => {
      if (preparing.current !== pending) return;
      if (result.kind === 'tooLarge') {
        clearSelection();
        setRefusedAsTooLarge(true);
        setSelectionError(t('selectionTooLarge'));
        return;
      }
      setPrepared(result);
    });
  };
  const upload = async () => {
    const problem = validateCertificateSelection(file);
    if (problem || !file) {
      setSelectionError(t(refusedAsTooLarge ? 'selectionTooLarge' : (problem ?? 'required')));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const ready = await preparing.current;
    if (ready?.kind === 'ready') await uploadCertificate(context, ready.file, ready.file.name);
    setBusy(false);
  };
  const reset = () => {
    certificateUploadState.write(context.store, undefined);
    setFile(undefined);
    setPrepared(undefined);
    preparing.current = undefined;
    if (input.current) input.current.value = '';
    input.current?.focus();
  };
  const proceed = () => {
    studentFormShownState.write(context.store, true);
    continueFromStart(context);
  };

  return (
    <div className="student-upload">
      <StepHeading>{form('headline')}</StepHeading>
      <p>{form('intro')}</p>
      {state === 'success' ? (
        <Alert kind="success">{t('success', { fileName: stored.fileName ?? '' })}</Alert>
      ) : (
        <>
          <CertificatePicker inputId={inputId} inputRef={input} error={selectionError} onChosen={choose} />
          {/* One box from the choice on: while the file is made ready it says so in the preview's place. */}
          {prepared?.kind === 'ready' ? (
            <CertificatePreview file={prepared.file} originalBytes={prepared.originalBytes} />
          ) : file ? (
            <CertificatePreview file={file} preparing />
          ) : null}
        </>
      )}
      {state === 'error' && stored.outcome && stored.outcome !== 'success' ? <Alert kind="error">{t(stored.outcome)}</Alert> : null}
      <div className="button-row">
        {state === 'success' ? (
          <>
            <button type="button" className="button button--secondary" onClick={reset}>
              {form('uploadOther')}
            </button>
            <button type="button" className="button button--primary" onClick={proceed}>
              {form('proceed')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void upload()} disabled={busy}>
            {form('upload')}
          </button>
        )}
      </div>
      {busy ? <BusyOverlay label={form('uploading')} /> : null}
    </div>
  );
}
