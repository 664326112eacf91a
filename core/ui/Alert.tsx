import type { ReactNode } from 'react';

/** A message box: error, success or info; errors are announced. */
export function Alert({ kind, children, id }: { readonly kind: 'error' | 'success' | 'info'; readonly children: ReactNode; readonly id?: string }) {
  return (
    <div id={id} className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
