// Plain JavaScript on purpose: this file must run on any Node, before a single .ts file is loaded.

/**
 * Why `found` (a Node version like "20.11.1") cannot run aboflow, as one line, or undefined when it can.
 * `needed` is the lowest version, e.g. "22.19", taken from package.json's engines field.
 * @param {string} found
 * @param {string} needed
 * @returns {string | undefined}
 */
export function nodeVersionProblem(found, needed) {
  const [major = 0, minor = 0] = found.replace(/^v/, '').split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = needed.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `aboflow needs Node ${needed} or newer, found ${found}: run "nvm use" (reads .nvmrc) or install Node 24 from https://nodejs.org`;
}

/**
 * The lowest Node version package.json's engines field allows ("22.19" for ">=22.19"): the one place the number is kept.
 * @param {string} engines
 * @returns {string}
 */
export function neededNodeVersion(engines) {
  const match = /^>=\s*(\d+(?:\.\d+)?)/.exec(engines.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=MAJOR.MINOR", got "${engines}"`);
  return match[1];
}
