/** Why `found` (a Node version like "20.11.1") cannot run aboflow, as one line, or undefined when it can. */
export function nodeVersionProblem(found: string, needed: string): string | undefined;
/** The lowest Node version package.json's engines field allows ("22.19" for ">=22.19"). */
export function neededNodeVersion(engines: string): string;
