import { describe, expect, it, vi } from 'vitest';
import type { FunnelContext } from './FunnelContext.ts';

const runInitialLoad = vi.fn<(context: FunnelContext) => Promise<'ready' | 'left'>>();
vi.mock('./runInitialLoad.ts', () => ({ runInitialLoad: (context: FunnelContext) => runInitialLoad(context) }));
vi.mock('./loadPrice.ts', () => ({ loadPrice: vi.fn(async () => true) }));
vi.mock('./loadCountries.ts', () => ({ loadCountries: vi.fn(async () => undefined) }));

// The unit files share one module registry per worker (vitest.config.ts): another file may have loaded startLoad.ts
// with its real imports already, so this one loads it afresh, with the mocks above.
vi.resetModules();
const { beginStartLoad, takeEarlyStartLoad } = await import('./startLoad.ts');

const contextStub = () => ({ store: { price: { value: {} } } }) as unknown as FunnelContext;

describe('the Start load begun before the first render', () => {
  it('is handed to Start once, with its result once it has settled', async () => {
    runInitialLoad.mockResolvedValueOnce('ready');
    const context = contextStub();
    beginStartLoad(context);
    await Promise.resolve();
    await Promise.resolve();
    const taken = takeEarlyStartLoad(context);
    expect(taken?.result).toBe('ready');
    expect(await taken?.promise).toBe('ready');
    expect(takeEarlyStartLoad(context)).toBeUndefined();
  });

  it('is not handed out once it has sent the reader elsewhere, so a retry of Start loads afresh', async () => {
    runInitialLoad.mockResolvedValueOnce('left');
    const context = contextStub();
    beginStartLoad(context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyStartLoad(context)).toBeUndefined();
  });

  it('is begun once per runtime', () => {
    runInitialLoad.mockClear();
    runInitialLoad.mockResolvedValue('ready');
    const context = contextStub();
    beginStartLoad(context);
    beginStartLoad(context);
    expect(runInitialLoad).toHaveBeenCalledTimes(1);
  });
});
