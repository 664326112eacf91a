import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fieldId } from './FieldFrame.tsx';
import type { ReactNode } from 'react';

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

/** Labels longer than this (a consent sentence) do not prefix a summary link: the message names the problem alone. */
const maxLabelLength = 48;

/**
 * The short visible name of the field with this id, as the error summary puts it before the message:
 * its `<label for>` (without the required marker) or, for a radio group, its legend.
 */
function fieldLabelText(root: ParentNode, id: string): string | undefined {
  const element = root.querySelector(`#${CSS.escape(id)}`);
  // A checkbox's label is a statement ("Ich erteile …"), not a field name: its message stands alone.
  if (!element || (element instanceof HTMLInputElement && element.type === 'checkbox')) return undefined;
  const source = element instanceof HTMLFieldSetElement ? element.querySelector('legend') : root.querySelector(`label[for="${CSS.escape(id)}"]`);
  if (!source) return undefined;
  const copy = source.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text && text.length <= maxLabelLength && !/[.!?]$/.test(text) ? text : undefined;
}

/** Turns a nested final-form errors object into `[fieldName, message]` pairs in form order. */
export function flattenErrors(errors: unknown, prefix = ''): [string, string][] {
  if (typeof errors === 'string') return errors ? [[prefix, errors]] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => flattenErrors(value, prefix ? `${prefix}.${key}` : key));
}

/** A message box: error, success or info; errors are announced. */
export function Alert({ kind, children, id }: { readonly kind: 'error' | 'success' | 'info'; readonly children: ReactNode; readonly id?: string }) {
  return (
    <div id={id} className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
