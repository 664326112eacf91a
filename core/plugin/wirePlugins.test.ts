import { number, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { orderRequestContributors } from '../extensionPoints/orderRequestContributors.ts';
import { paymentProviders } from '../extensionPoints/paymentProviders.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { buildRegistry } from './buildRegistry.ts';
import { contribute, definePlugin } from './definePlugin.ts';
import { definePluginState } from '../funnel/definePluginState.ts';
import { defineExtensionPoint } from './defineExtensionPoint.ts';
import { isPluginWiringError, type PluginWiringError } from './pluginWiringError.ts';
import { wirePlugins } from './wirePlugins.ts';

const sample = definePlugin({
  id: 'sample',
  contributes: [contribute(orderRequestContributors, { id: 'sample', isActive: () => true, contribute: (request) => request })],
});

describe('wirePlugins', () => {
  it('answers the same array for a point on every call, so effects that depend on it run once', () => {
    const registry = wirePlugins([sample], coreExtensionPoints);
    expect(registry.get(paymentProviders)).toHaveLength(0);
    expect(registry.get(paymentProviders)).toBe(registry.get(paymentProviders));
    expect(registry.get(orderRequestContributors)).toBe(registry.get(orderRequestContributors));
  });

  it('hands out contributions that callers cannot change', () => {
    const registry = wirePlugins([sample], coreExtensionPoints);
    expect(Object.isFrozen(registry.get(orderRequestContributors))).toBe(true);
    expect(Object.isFrozen(registry.get(paymentProviders))).toBe(true);
  });
});

describe('wirePlugins provenance and problems', () => {
  const step = (id: string) => contribute(startSteps, { id, order: 100, isActive: () => false, component: () => null });
  const codesOf = (run: () => unknown): string[] => {
    try {
      run();
    } catch (error) {
      if (isPluginWiringError(error)) return error.problems.map((problem) => problem.code);
      throw error;
    }
    return [];
  };

  it('records which plugin contributed each entry', () => {
    const other = definePlugin({ id: 'other', contributes: [step('otherStep')] });
    const registry = wirePlugins([sample, other], coreExtensionPoints);
    expect(registry.entries(startSteps).map((entry) => [entry.pluginId, entry.value.id])).toEqual([['other', 'otherStep']]);
    expect(registry.entries(orderRequestContributors).map((entry) => entry.pluginId)).toEqual(['sample']);
    expect(registry.entries(startSteps)).toBe(registry.entries(startSteps));
  });

  it('refuses two contributions with one id to one point, but allows the id at another point', () => {
    const a = definePlugin({ id: 'a', contributes: [step('role')] });
    const b = definePlugin({ id: 'b', contributes: [step('role')] });
    expect(codesOf(() => wirePlugins([a, b], coreExtensionPoints))).toEqual(['ABOFLOW_DUPLICATE_CONTRIBUTION']);
    const c = definePlugin({ id: 'c', contributes: [contribute(orderRequestContributors, { id: 'role', isActive: () => true, contribute: (request) => request })] });
    expect(codesOf(() => wirePlugins([a, c], coreExtensionPoints))).toEqual([]);
  });

  it('refuses one state id declared by two plugins, and lists every declared state in the registry', () => {
    const note = (persisted: boolean) => definePluginState({ id: 'note', schema: string(), persisted });
    const a = definePlugin({ id: 'a', state: [note(true)], contributes: [] });
    const b = definePlugin({ id: 'b', state: [note(false)], contributes: [] });
    expect(codesOf(() => wirePlugins([a, b], coreExtensionPoints))).toEqual(['ABOFLOW_DUPLICATE_STATE']);
    const c = definePlugin({ id: 'c', state: [definePluginState({ id: 'other', schema: number(), persisted: false })], contributes: [] });
    expect(wirePlugins([a, c], coreExtensionPoints).states.map((state) => [state.id, state.persisted])).toEqual([['note', true], ['other', false]]);
  });

  it('reports every problem of one run in one error, each with its code', () => {
    const unknownPoint = defineExtensionPoint<{ id: string }>({ id: 'nowhere', shape: object({ id: string() }) });
    const wrongShape = definePlugin({ id: 'shape', contributes: [contribute(startSteps, { id: 'x' } as never)] });
    const unknown = definePlugin({ id: 'unknown', contributes: [contribute(unknownPoint, { id: 'x' })] });
    const badOptions = definePlugin<{ limit: number }>({ id: 'opts', options: { limit: 'x' } as never, optionsSchema: object({ limit: number() }), contributes: [] });
    const needy = definePlugin({ id: 'needy', requires: ['bonus'], contributes: [] });
    let thrown: unknown;
    try {
      wirePlugins([sample, sample, 'gift' as never, wrongShape, unknown, badOptions, needy], coreExtensionPoints);
    } catch (error) {
      thrown = error;
    }
    expect(isPluginWiringError(thrown)).toBe(true);
    const error = thrown as PluginWiringError;
    expect(error.problems.map((problem) => [problem.code, problem.pluginId])).toEqual([
      ['ABOFLOW_DUPLICATE_PLUGIN', 'sample'],
      ['ABOFLOW_NOT_A_PLUGIN', undefined],
      ['ABOFLOW_CONTRIBUTION_SHAPE', 'shape'],
      ['ABOFLOW_UNKNOWN_EXTENSION_POINT', 'unknown'],
      ['ABOFLOW_BAD_PLUGIN_OPTIONS', 'opts'],
      ['ABOFLOW_MISSING_DEPENDENCY', 'needy'],
    ]);
    expect(error.code).toBe('ABOFLOW_DUPLICATE_PLUGIN');
    // The one message names every problem, one a line.
    expect(error.message.split('\n')).toHaveLength(7);
  });

  it('checks required plugins for tenants, not for one plugin mounted alone', () => {
    const needy = definePlugin({ id: 'needy', requires: ['bonus'], contributes: [] });
    const bonusLike = definePlugin({ id: 'bonus', contributes: [] });
    expect(codesOf(() => wirePlugins([needy], coreExtensionPoints))).toEqual(['ABOFLOW_MISSING_DEPENDENCY']);
    expect(codesOf(() => wirePlugins([needy, bonusLike], coreExtensionPoints))).toEqual([]);
    expect(codesOf(() => wirePlugins([needy], coreExtensionPoints, { checkRequires: false }))).toEqual([]);
  });
});

describe('buildRegistry', () => {
  it('answers what wirePlugins answers for plugins that fit, without checking', () => {
    const late = definePlugin({ id: 'late', contributes: [contribute(startSteps, { id: 'late', order: 900, isActive: () => true, component: () => null })] });
    const early = definePlugin({ id: 'early', contributes: [contribute(startSteps, { id: 'early', order: 100, isActive: () => true, component: () => null })] });
    const checked = wirePlugins([late, early, sample], coreExtensionPoints);
    const built = buildRegistry([late, early, sample]);
    expect(built.get(startSteps).map((step) => step.id)).toEqual(['early', 'late']);
    expect(built.entries(startSteps)).toEqual(checked.entries(startSteps));
    expect(built.pluginIds).toEqual(checked.pluginIds);
  });
});
