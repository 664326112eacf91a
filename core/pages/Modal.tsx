import { useEffect, useRef, type ReactNode } from 'react';

/** An accessible modal dialog on the native <dialog> element: focus is trapped, Escape closes. */
export function Modal({ titleId, onClose, children }: { readonly titleId: string; readonly onClose: () => void; readonly children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onClose} onClose={onClose}>
      {children}
    </dialog>
  );
}
