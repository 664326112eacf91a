import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: from its last control to its first and back. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An accessible modal dialog on the native `<dialog>` element (`showModal()` makes the page behind inert):
 * a visible title (`titleId`), Tab and Shift+Tab cycle inside, Escape calls `onClose` where closing is
 * allowed, and focus returns to the element that had it when the dialog opened (else to the page's heading).
 */
export function Modal({
  titleId,
  onClose,
  children,
}: {
  readonly titleId: string;
  /** Escape's action (the dialog's cancel); without it, Escape does nothing. */
  readonly onClose?: () => void;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      // The opener may be gone (the page behind rendered anew while the dialog was open) or be the body: then the
      // page's heading takes focus, so a keyboard reader does not start over from the top of the document.
      const target =
        opener?.isConnected && opener !== document.body
          ? opener
          : document.querySelector<HTMLElement>('main h1[tabindex="-1"], h1[tabindex="-1"]');
      target?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // The page closes the dialog by unmounting it, so a cancel never leaves an open dialog's state behind.
        event.preventDefault();
        onClose?.();
      }}
    >
      {children}
    </dialog>
  );
}
