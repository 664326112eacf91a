import { afterEach, describe, expect, it, vi } from 'vitest';

let loads = 0;

/** A page load: a fresh module instance over a session storage that holds what the last page kept. */
async function pageLoadWith(kept: Record<string, string>) {
  const session = new Map(Object.entries(kept));
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    },
  });
  // A module instance of its own for each page load (the query makes it another module), as a reload gives.
  loads += 1;
  const path = `./connectOfPageLoad.ts?load=${loads}`;
  const module = (await import(/* @vite-ignore */ path)) as typeof import('./connectOfPageLoad.ts');
  return { module, session };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// A race seen with parallel browser workers: Start mounts its order-form step again when it re-renders its steps (its load settling after
// the first render); a result taken from storage per mount was gone on the second mount, and with it the confirmation
// after the reload that follows a connect.
describe('connectOfPageLoad', () => {
  it('gives every mount of a page load the result and pair the last page kept, and takes them out of storage', async () => {
    const { module, session } = await pageLoadWith({ aboflowConnectResult: 'SUCCESS' });
    const first = module.connectOfPageLoad();
    expect(first.result).toBe('SUCCESS');
    expect(session.has('aboflowConnectResult')).toBe(false);
    expect(module.connectOfPageLoad()).toBe(first);
    expect(module.connectOfPageLoad().result).toBe('SUCCESS');
  });

  it('shows a result on one page load only', async () => {
    const { module: before } = await pageLoadWith({ aboflowConnectResult: 'SUCCESS' });
    expect(before.connectOfPageLoad().result).toBe('SUCCESS');
    const { module: after } = await pageLoadWith({});
    expect(after.connectOfPageLoad().result).toBeUndefined();
  });
});
