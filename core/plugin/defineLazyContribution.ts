import { createElement, type ComponentProps, type ComponentType } from 'react';
import { lazyWithTimeout, type RetryableLazyComponent } from './lazyWithTimeout.ts';

// biome-ignore lint/suspicious/noExplicitAny: typed like React.lazy, which accepts any component.
type AnyComponent = ComponentType<any>;

/** The component a module exports under `Name`. */
type ExportedComponent<Module, Name extends keyof Module> = Module[Name] extends AnyComponent ? Module[Name] : never;

/** How {@link defineLazyContribution} loads a component and which props it gives it. */
export interface LazyContributionOptions<Module, Name extends keyof Module, Props> {
  /** The module's export that is the component, e.g. `'RegionSection'`. */
  readonly exportName: Name;
  /**
   * The component's props from those its extension point passes (e.g. a form section's props plus the plugin's
   * resolved options); without it the point's props go through unchanged.
   */
  readonly props?: (props: Props) => ComponentProps<ExportedComponent<Module, Name>>;
  /** Tests only: a shorter time-out than the spec's 120 s. */
  readonly timeoutMs?: number;
}

/**
 * A contributed component whose code loads on first render, in a chunk of its own: the one way plugins and core
 * contribute UI to an extension point (start steps, form sections, side widgets, routes, payment logos, check-page
 * blocks). It owns what every contribution needs: the import, the spec's 120 s chunk time-out (platform.md
 * section 9), and a fresh import when core's error boundary (`ContributionBoundary`, which core puts around every
 * contributed component) retries after a failed load. `preload()` starts the import early.
 *
 * @example
 * contribute(formSections, {
 *   id: 'region',
 *   component: defineLazyContribution(() => import('./RegionSection.tsx'), {
 *     exportName: 'RegionSection',
 *     props: (props: FormSectionProps) => ({ ...props, options: choices(props.context) }),
 *   }),
 * })
 */
export function defineLazyContribution<Module, Name extends keyof Module & string, Props = ComponentProps<ExportedComponent<Module, Name>>>(
  load: () => Promise<Module>,
  options: LazyContributionOptions<Module, Name, Props>,
): RetryableLazyComponent<ComponentType<Props>> {
  const { exportName, props: toProps, timeoutMs } = options;
  return lazyWithTimeout(async () => {
    const component = (await load())[exportName] as ExportedComponent<Module, Name> | undefined;
    // A renamed export fails like a chunk that did not load: the boundary names the contribution.
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`The module exports no component "${exportName}"`);
    }
    if (!toProps) return { default: component as unknown as ComponentType<Props> };
    // biome-ignore lint/correctness/noComponentHookFactories: made once per load, never during a render.
    const Adapted = (props: Props) => createElement(component, toProps(props));
    return { default: Adapted };
  }, timeoutMs);
}
