import { pluginFactoryName } from './listPlugins.ts';

/**
 * The files of a new plugin `plugins/<id>/`, by file name: index.ts (options schema as the one source of type and
 * defaults, its persisted state, one contribution with a lazily loaded component), the state, the component and a
 * test that passes at once. They
 * import only core's public surfaces, so typecheck and `npm run lint` accept them as written.
 * The same example is shown in core/README.md ("Writing a plugin").
 */
export function renderPluginFiles(id: string): Readonly<Record<string, string>> {
  const factory = pluginFactoryName(id);
  const type = `${factory[0]!.toUpperCase()}${factory.slice(1)}`;
  return {
    'index.ts': `import { defaulted, object, size, string, type Infer } from 'superstruct';
import { contribute, defineLazyContribution, definePlugin, resolveOptions, sideAreaWidgets, type FunnelContext } from '../../core/index.ts';
import { noteDismissedState } from './noteDismissedState.ts';

// The one source of the options: their type, defaults and rules. The tenant check applies it as strictly.
const optionsSchema = object({
  /** The note the side area shows; "Gut zu wissen" by default. */
  note: defaulted(size(string(), 1, 120), 'Gut zu wissen'),
});

/** Options of {@link ${factory}}, inferred from its schema. */
export type ${type}Options = Partial<Infer<typeof optionsSchema>>;

/** A note in the side area of the Start page once the campaign is known, until the reader dismisses it. Replace with what the plugin is for. */
export function ${factory}(options: ${type}Options = {}) {
  const { settings, resolved } = resolveOptions(options, optionsSchema);
  // The note's code loads when it first shows, in a chunk of its own, not with the Start page.
  const Note = defineLazyContribution(() => import('./${type}Note.tsx'), {
    exportName: '${type}Note',
    props: (props: { readonly context: FunnelContext }) => ({ ...props, note: resolved.note }),
  });
  return definePlugin({
    id: '${id}',
    options: settings,
    optionsSchema,
    // Every state the plugin declares; a persisted one survives the payment round trip.
    state: [noteDismissedState],
    contributes: [
      contribute(sideAreaWidgets, {
        id: '${factory}Note',
        isActive: (context) => context.store.formData.value !== undefined && noteDismissedState.read(context.store) !== true,
        component: Note,
      }),
    ],
  });
}
`,
    'noteDismissedState.ts': `import { boolean } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

/** Whether the reader dismissed the ${id} note: typed by its schema, checked against it when restored. */
export const noteDismissedState = definePluginState({ id: '${factory}NoteDismissed', schema: boolean(), persisted: true });
`,
    [`${type}Note.tsx`]: `import type { FunnelContext } from '../../core/index.ts';
import { noteDismissedState } from './noteDismissedState.ts';

/** The ${id} plugin's note in the side area. */
export function ${type}Note(props: { readonly context: FunnelContext; readonly note: string }) {
  return (
    <p className="side-note">
      {props.note}{' '}
      <button type="button" className="button button--secondary" onClick={() => noteDismissedState.write(props.context.store, true)}>
        Ausblenden
      </button>
    </p>
  );
}
`,
    'index.test.ts': `import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { sideAreaWidgets } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { ${factory} } from './index.ts';
import { noteDismissedState } from './noteDismissedState.ts';

describe('${id} plugin', () => {
  it('shows its note in the side area once the campaign is known', () => {
    const { registry, context } = mountPlugin(${factory}());
    const notes = registry.get(sideAreaWidgets);
    expect(notes.map((note) => note.id)).toEqual(['${factory}Note']);
    expect(notes[0]!.isActive(context)).toBe(true);
    context.store.formData.value = undefined;
    expect(notes[0]!.isActive(context)).toBe(false);
  });

  it('hides its note once dismissed, and keeps that across a payment round trip', () => {
    const { registry, context } = mountPlugin(${factory}());
    const [note] = registry.get(sideAreaWidgets);
    noteDismissedState.write(context.store, true);
    expect(note!.isActive(context)).toBe(false);
    expect(registry.states.find((state) => state.id === noteDismissedState.id)?.persisted).toBe(true);
  });

  it('fills in its defaults and refuses options its schema does not allow', () => {
    const plugin = ${factory}();
    expect(plugin.options).toEqual({ note: 'Gut zu wissen' });
    expect(validate(${factory}({ note: 'Ab 3 Monaten' }).options, plugin.optionsSchema!)[0]).toBeUndefined();
    expect(validate(${factory}({ note: '' }).options, plugin.optionsSchema!)[0]).toBeDefined();
    expect(validate({ note: 'Gut zu wissen', colour: 'rot' }, plugin.optionsSchema!)[0]).toBeDefined();
  });
});
`,
  };
}
