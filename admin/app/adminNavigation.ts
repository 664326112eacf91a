import { signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { adminBackPath } from './adminPaths.ts';
import { useEffect } from 'react';

/** A message the admin app shows once on the page it was left for (platform.md section 8: failures go to a named screen). */
export interface AdminNotice {
  readonly path: string;
  readonly kind: 'error' | 'success' | 'info';
  readonly text: string;
}

/** The notice waiting for, or shown on, its page. */
export const adminNotice = signal<AdminNotice | undefined>(undefined);

/** Whether the page on screen holds unsaved changes (set by {@link useUnsavedChangesGuard}). */
const hasUnsavedChanges = signal(false);

/** A navigation held back until the staff member confirms leaving unsaved changes. */
export const pendingLeave = signal<string | undefined>(undefined);

/** Goes to `path`, unless unsaved changes ask for a confirmation first. */
export function requestAdminNavigation(path: string): void {
  if (hasUnsavedChanges.value) {
    pendingLeave.value = path;
    return;
  }
  navigate(path);
}

/** Leaves for the held-back path, dropping the unsaved changes. */
export function confirmLeave(): void {
  const path = pendingLeave.value;
  pendingLeave.value = undefined;
  hasUnsavedChanges.value = false;
  if (path) navigate(path);
}

/** Stays on the page with the unsaved changes. */
export function cancelLeave(): void {
  pendingLeave.value = undefined;
}

/** The header's back step on an admin path (platform.md section 2). */
export function stepBack(path: string): void {
  requestAdminNavigation(adminBackPath(path));
}

/** Goes to `path` and shows `text` there: how failed admin calls end (platform.md section 8). */
export function leaveWithNotice(path: string, text: string, kind: AdminNotice['kind'] = 'error'): void {
  hasUnsavedChanges.value = false;
  adminNotice.value = { path, kind, text };
  navigate(path);
}

/**
 * While `dirty`, leaving through the admin app's links and back button asks for a confirmation,
 * and closing or reloading the tab asks the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    hasUnsavedChanges.value = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      hasUnsavedChanges.value = false;
    };
  }, [dirty]);
}
