import { useEffect, useRef } from 'react';
import { fieldId } from './fieldId.ts';

/**
 * The error summary shown after a failed submit: it takes focus, names the problem in the spec's
 * words and links every field error to its field (WCAG 3.3.1).
 */
export function ErrorSummary(props: {
  readonly title: string;
  readonly errors: readonly (readonly [string, string])[];
  /** Changes on every failed submit so the summary takes focus again. */
  readonly attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
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
          {props.errors.map(([name, message]) => (
            <li key={name}>
              <a
                href={`#${fieldId(name)}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldId(name))?.focus();
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
