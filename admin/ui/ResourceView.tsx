import type { ReactNode } from 'react';
import { Alert } from '../../core/ui.ts';
import type { AdminResourceHandle } from '../app/useAdminResource.ts';

/**
 * Renders a loaded resource: a status line while it loads, the error with a retry button when it
 * failed, else `children(value)`.
 */
export function ResourceView<T>({
  handle,
  loadingText,
  failedText,
  children,
}: {
  readonly handle: AdminResourceHandle<T>;
  readonly loadingText: string;
  readonly failedText: string;
  readonly children: (value: T) => ReactNode;
}) {
  const { resource } = handle;
  if (resource.status === 'loading') {
    return (
      <p role="status" className="admin-loading">
        {loadingText}
      </p>
    );
  }
  if (resource.status === 'failed') {
    return (
      <Alert kind="error">
        <p>{failedText}</p>
        <button type="button" className="button button--secondary" onClick={handle.reload}>
          Erneut versuchen
        </button>
      </Alert>
    );
  }
  return <>{children(resource.value)}</>;
}
