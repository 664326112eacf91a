import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fieldId } from './fieldId.ts';
import { fieldLabelText } from './fieldLabelText.ts';

/**
 * The error summary shown after a failed submit: it takes focus, names the problem in the spec's
 * words and links every field error to its field (WCAG 3.3.1). Each link says which field and what is
 * wrong ("PLZ: Bitte geben Sie eine gültige Postleitzahl ein."), taken from the field's own label.
 */
export function ErrorSummary(props: {
  readonly title: string;
  readonly errors: readonly (readonly [string, string])[];
  /** Changes on every failed submit so the summary takes focus again. */
  readonly attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [labels, setLabels] = useState<Readonly<Record<string, string | undefined>>>({});
  const names = props.errors.map(([name]) => name).join('|');
  // Labels live in the form's DOM; read them before paint so the links never show without their field name.
  useLayoutEffect(() => {
    const form = ref.current?.closest('form') ?? document;
    setLabels(Object.fromEntries(names.split('|').map((name) => [name, fieldLabelText(form, fieldId(name))])));
  }, [names]);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [props.attempt]);
  return (
    <div ref={ref} className="alert alert--error" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <p id="error-summary-title">
        <strong>{props.title}</strong>
      </p>
      {props.errors.length > 0 ? (
        <ul>
          {props.errors.map(([name, message]) => {
            const label = labels[name];
            return (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(name))?.focus();
                  }}
                >
                  {label && !message.startsWith(label) ? `${label}: ${message}` : message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
