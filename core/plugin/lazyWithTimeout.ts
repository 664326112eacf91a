import { createContext, createElement, lazy, useContext, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** The spec's chunk loading time-out (platform.md section 9: "Chunk loading time-out 120 s"). */
const chunkLoadTimeoutMs = 120_000;

/** A lazily loaded component that loads its code afresh when rendered again after a failed load. */
// biome-ignore lint/suspicious/noExplicitAny: typed like React.lazy, which accepts any component.
export type RetryableLazyComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the code now (e.g. while the page's data loads); resolves when it is there. */
  readonly preload: () => Promise<unknown>;
  /** True once the code is there: a render now shows the component at once, without suspending. */
  readonly isLoaded: () => boolean;
};

/**
 * True for a component that renders without suspending now: a lazy component from `lazyWithTimeout` (or
 * `defineLazyContribution`) whose code is there. Any other component may be `React.lazy` or suspend itself: false.
 */
export function isLoadedComponent(component: unknown): boolean {
  const loadedCheck = (component as { readonly isLoaded?: unknown } | null)?.isLoaded;
  return typeof loadedCheck === 'function' && loadedCheck() === true;
}

/**
 * The retry count of the nearest `ContributionBoundary`: a lazy component whose load failed loads
 * again only when this has changed ("Erneut versuchen"), not when React merely renders again.
 */
export const retryAttemptContext = createContext(0);

function withTimeout<T>(loading: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chunk load time-out')), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * `React.lazy` for contributed components, with the spec's 120 s time-out. `React.lazy` keeps a
 * failed `import()` for good; this component replaces it with a fresh one when it renders again
 * after a failure, so core's `ContributionBoundary` ("Erneut versuchen") really loads the chunk again.
 */
// Typed like React.lazy, so a contribution's props are checked where it is contributed.
// biome-ignore lint/suspicious/noExplicitAny: typed like React.lazy, which accepts any component.
export function lazyWithTimeout<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs?: number,
): RetryableLazyComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  // The component once its code is there: a mount after that renders it at once, without React.lazy's suspense round.
  let loaded: T | undefined;
  // The boundary attempt the current load belongs to, and the attempt whose load failed.
  let attemptOfLoad = 0;
  let failedAttempt: number | undefined;
  const start = () => {
    if (!loading) {
      const attempt = attemptOfLoad;
      loading = withTimeout(load(), timeoutMs ?? chunkLoadTimeoutMs).then(
        (module) => {
          loaded = module.default;
          return module;
        },
        (error: unknown) => {
          failedAttempt = attempt;
          throw error;
        },
      );
    }
    return loading;
  };
  let current: LazyExoticComponent<T> = lazy(start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module like React.lazy, never during a render.
  function RetryableLazy(props: ComponentProps<T>) {
    const attempt = useContext(retryAttemptContext);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount what it shows.
    const [ready] = useState(() => loaded);
    if (ready) return createElement(ready, props);
    if (failedAttempt !== undefined && failedAttempt !== attempt) {
      // A retry after a failed load: forget the rejected promise and the lazy that holds it.
      failedAttempt = undefined;
      loading = undefined;
      current = lazy(start);
    }
    attemptOfLoad = attempt;
    return createElement(current, props);
  }
  const preload = () => start().catch(() => undefined);
  // A plain function component stands in for the lazy one; React renders both alike.
  const isLoaded = () => loaded !== undefined;
  return Object.assign(RetryableLazy, { preload, isLoaded }) as unknown as RetryableLazyComponent<T>;
}
