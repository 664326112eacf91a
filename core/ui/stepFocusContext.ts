import { createContext } from 'react';

/** Whether the start step now mounting replaces an earlier one on the same page (then its heading takes focus). */
export const stepFocusContext = createContext<{ readonly focusOnMount: boolean }>({ focusOnMount: false });
