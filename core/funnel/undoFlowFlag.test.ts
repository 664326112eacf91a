import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture } from './funnelContextFixture.ts';
import { setFlowFlag } from './setFlowFlag.ts';
import { undoFlowFlag } from './undoFlowFlag.ts';

describe('undoFlowFlag', () => {
  it('undoes its flag on Start once, and only where it applies', () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    const handler = undoFlowFlag({ id: 'cart', order: 300, flag: 'orderBonusCartConfirmed' });
    expect(handler.routes).toEqual(['Start']);
    expect(handler.undo(context)).toBe(false);
    setFlowFlag(context.store, 'orderBonusCartConfirmed', true);
    expect(handler.undo(context)).toBe(true);
    expect(context.store.flags.value.orderBonusCartConfirmed).toBe(false);

    const elsewhere = undoFlowFlag({ id: 'student', order: 100, flag: 'studentOrderFormWasShown', appliesTo: () => false });
    setFlowFlag(context.store, 'studentOrderFormWasShown', true);
    expect(elsewhere.undo(context)).toBe(false);
    expect(context.store.flags.value.studentOrderFormWasShown).toBe(true);
  });
});
