import { boolean } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { definePluginState } from './definePluginState.ts';
import { funnelContextFixture } from './funnelContextFixture.ts';
import { setFlowFlag, undoFlowFlag } from './FlowFlags.ts';

describe('undoFlowFlag', () => {
  it('undoes a plugin flag on Start once, and only where it applies', () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    const confirmed = definePluginState({ id: 'orderBonusCartConfirmed', schema: boolean(), persisted: true });
    const handler = undoFlowFlag({ id: 'cart', order: 300, flag: confirmed });
    expect(handler.routes).toEqual(['Start']);
    expect(handler.undo(context)).toBe(false);
    confirmed.write(context.store, true);
    expect(handler.undo(context)).toBe(true);
    expect(confirmed.read(context.store)).toBe(false);
    expect(handler.undo(context)).toBe(false);

    const shown = definePluginState({ id: 'studentOrderFormWasShown', schema: boolean(), persisted: true });
    const elsewhere = undoFlowFlag({ id: 'student', order: 100, flag: shown, appliesTo: () => false });
    shown.write(context.store, true);
    expect(elsewhere.undo(context)).toBe(false);
    expect(shown.read(context.store)).toBe(true);
  });

  it('undoes a core flow flag by name', () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    const handler = undoFlowFlag({ id: 'saved', order: 200, flag: 'secondPersonAddressesSaved' });
    setFlowFlag(context.store, 'secondPersonAddressesSaved', true);
    expect(handler.undo(context)).toBe(true);
    expect(context.store.flags.value.secondPersonAddressesSaved).toBe(false);
  });

  it('holds the reader in the funnel while its flag is set, only when asked to', () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    const shown = definePluginState({ id: 'shown', schema: boolean(), persisted: true });
    const holding = undoFlowFlag({ id: 'form', order: 100, flag: shown, holdsReader: true });
    expect(holding.holdsReader?.(context)).toBe(false);
    shown.write(context.store, true);
    expect(holding.holdsReader?.(context)).toBe(true);
    expect(undoFlowFlag({ id: 'form', order: 100, flag: shown }).holdsReader).toBeUndefined();
  });
});
