import { useEffect } from 'react';
import { hasUnsavedChanges } from './adminNavigation.ts';

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
