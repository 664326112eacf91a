import { watch } from 'node:fs';
import type { TenantCheckRun } from './runTenantCheck.ts';

/** A running watch on a tenant package. */
export interface TenantCheckWatch {
  /** The result for the files as they are now: the run in flight if it started after the last change, else a new one. */
  current(): Promise<TenantCheckRun>;
  /** Records a change seen elsewhere (the bundler's watcher), so the next `current()` checks again. */
  noteChange(): void;
  close(): void;
}

/**
 * Watches `dir` (recursively) and reruns `check` on every change, `debounceMs` after the last one of a burst;
 * `onResult` hears every run's result. Runs never overlap, and a run that started after the latest change is
 * shared, so the bundler and the file watcher asking at once cost one check.
 */
export function watchTenantCheck(options: {
  readonly dir: string;
  readonly check: () => Promise<TenantCheckRun>;
  readonly onResult: (run: TenantCheckRun) => void;
  readonly debounceMs?: number;
}): TenantCheckWatch {
  let changes = 0;
  let latest: { readonly startedAt: number; readonly result: Promise<TenantCheckRun> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const start = (): Promise<TenantCheckRun> => {
    const previous = latest?.result ?? Promise.resolve(undefined);
    // Waits for the run before, so two checks of one package never run at once.
    const result = previous.then(() => options.check()).then((run) => {
      options.onResult(run);
      return run;
    });
    latest = { startedAt: changes, result };
    return result;
  };
  const current = () => (latest && latest.startedAt === changes ? latest.result : start());
  const noteChange = () => {
    changes += 1;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void current(), options.debounceMs ?? 150);
  };
  const watcher = watch(options.dir, { recursive: true }, () => noteChange());
  return {
    current,
    noteChange,
    close() {
      if (timer) clearTimeout(timer);
      watcher.close();
    },
  };
}
