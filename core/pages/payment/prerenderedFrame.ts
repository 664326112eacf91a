import { createContext } from 'react';

/**
 * True while a page shows the frame the build prerendered for it, before its order is restored (`ResumeSavedOrder`;
 * docs/performance.md, "The payment page in the HTML"). The page then renders that frame with the same elements it
 * renders itself, so the restored page updates them instead of painting new ones.
 */
export const PrerenderedFrame = createContext(false);
