import { define, func, number, optional, string, type } from 'superstruct';

const component = define<unknown>('component', (value) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)
    ? true
    : 'expected a React component or React.lazy(() => import(...))',
);

/** Superstruct building blocks for the shapes of extension-point contributions. */
export const contributionShapes = {
  /** A React component or a React.lazy wrapper (an object carrying $$typeof). */
  component,
  /** Fields every identified, ordered contribution has. */
  identified: { id: string(), order: optional(number()) },
  /** The `isActive(context)` guard most contributions carry. */
  guard: func(),
};
