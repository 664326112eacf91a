import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched ahead of its first render. */
export interface PreloadableComponent<Props extends object> {
  /** Renders the loaded component directly once its code is there, else suspends like `React.lazy`. */
  readonly Component: ComponentType<Props>;
  /** Starts (or joins) the download; resolves to the loaded component. */
  readonly preload: () => Promise<ComponentType<Props>>;
}

/**
 * Like `React.lazy`, but a component whose code was preloaded before its first render renders at once:
 * `React.lazy` suspends on every first render, which costs a fallback commit and a second render even when
 * the chunk is already there.
 */
export function preloadableComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let pending: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module like React.lazy, never during a render.
  function Preloadable(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the step.
    const [Target] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Target, props);
  }
  return { Component: Preloadable, preload };
}
