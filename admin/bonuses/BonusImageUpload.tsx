import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../core/ui.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import type { BonusImageUploadOutcome } from '../api/createAdminApiClient.ts';
import { bonusImageRules } from './checkBonusImageFile.ts';
import { bonusImageUploadMessage, type UploadMessage } from './bonusImageUploadMessage.ts';
import { inspectBonusImage } from './inspectBonusImage.ts';

type Check = { readonly state: 'none' } | { readonly state: 'checking' } | { readonly state: 'checked'; readonly file: File; readonly problems: readonly string[] };

/**
 * The bonus image upload (platform.md sections 5 and 8): the current image, a file input with the
 * rules as its hint, the browser's checks of the chosen file before anything is sent, the upload
 * and the German message of its result code. On success `onUploaded` gets the new, stamped path.
 */
export function BonusImageUpload(props: {
  readonly materialNumber: string;
  readonly title: string;
  readonly imagePath: string | undefined;
  readonly onUploaded: (path: string) => void;
}) {
  const { client } = useAdminSession();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef<File | undefined>(undefined);
  const [check, setCheck] = useState<Check>({ state: 'none' });
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UploadMessage | undefined>(undefined);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    latest.current = file;
    setResult(undefined);
    setMissing(false);
    if (!file) {
      setCheck({ state: 'none' });
      return;
    }
    setCheck({ state: 'checking' });
    const problems = await inspectBonusImage(file);
    // A file chosen meanwhile replaces this one.
    if (latest.current === file) setCheck({ state: 'checked', file, problems });
  };

  const upload = async () => {
    setResult(undefined);
    if (check.state !== 'checked') {
      setMissing(check.state === 'none');
      input.current?.focus();
      return;
    }
    if (check.problems.length > 0) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    let outcome: BonusImageUploadOutcome | undefined;
    try {
      outcome = await client.uploadBonusImage(props.materialNumber, check.file, check.file.name);
    } catch (error) {
      console.warn('aboflow admin: the image upload failed', error);
      outcome = undefined;
    }
    setBusy(false);
    const message = bonusImageUploadMessage(outcome);
    setResult(message);
    if (message.kind === 'success' && outcome?.response?.path) {
      props.onUploaded(outcome.response.path);
      if (input.current) input.current.value = '';
      latest.current = undefined;
      setCheck({ state: 'none' });
    }
  };

  const problems = missing ? ['Bitte wählen Sie eine Bilddatei aus.'] : check.state === 'checked' ? check.problems : [];
  const describedBy = [`${id}-hint`, problems.length > 0 ? `${id}-problems` : undefined].filter(Boolean).join(' ');
  return (
    <div className="bonus-image">
      <div className="bonus-image__current">
        {props.imagePath ? (
          <img src={props.imagePath} alt={`Aktuelles Bild der Prämie ${props.title}`} className="bonus-image__picture" />
        ) : (
          <p className="admin-empty">Noch kein Bild hinterlegt.</p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`} className="field__label">
          Neues Bild
        </label>
        <span id={`${id}-hint`} className="field__hint">
          {bonusImageRules.hint}
        </span>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/gif,.png,.gif"
          className="input"
          onChange={(event) => void choose(event)}
          aria-invalid={problems.length > 0 ? true : undefined}
          aria-describedby={describedBy}
        />
        {problems.length > 0 ? (
          <div id={`${id}-problems`} className="field__error" role="alert">
            {problems.length === 1 ? (
              <span>{problems[0]}</span>
            ) : (
              <ul className="bonus-image__problems">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {check.state === 'checking' ? (
          <span role="status" className="field__hint">
            Das Bild wird geprüft …
          </span>
        ) : null}
      </div>
      <div>
        <button type="button" className="button button--primary" onClick={() => void upload()} disabled={busy || check.state === 'checking'}>
          {busy ? 'Wird hochgeladen …' : 'Bild hochladen'}
        </button>
      </div>
      {result ? (
        <Alert kind={result.kind}>
          <p className="bonus-image__result">{result.text}</p>
        </Alert>
      ) : null}
    </div>
  );
}
