import { describe, expect, it } from 'vitest';
import { apiCallError } from '../../core/index.ts';
import { bonusDeleteFailureText } from './bonusName.ts';

describe('bonusDeleteFailureText', () => {
  it('names the campaigns that still offer the bonus (409 BONUS_IN_USE)', () => {
    const error = apiCallError('deleteBonus', 'http', {
      status: 409,
      body: {
        error: 'BONUS_IN_USE',
        message: 'Die Prämie ist noch diesen Verkaufsaktionen zugeordnet: A, B.',
        salesCampaignIds: ['KWZ-PRINT-PRAEMIE', 'KWZ-DIGITAL'],
      },
    });
    expect(bonusDeleteFailureText('„Taschenschirm“ (KWZ-B-REGENSCHIRM)', error)).toBe(
      'Die Prämie „Taschenschirm“ (KWZ-B-REGENSCHIRM) kann nicht gelöscht werden, solange Verkaufsaktionen sie anbieten: KWZ-PRINT-PRAEMIE, KWZ-DIGITAL. Nehmen Sie sie dort zuerst heraus.',
    );
  });

  it('says a bonus is gone (404) and anything else failed', () => {
    expect(bonusDeleteFailureText('X', apiCallError('deleteBonus', 'http', { status: 404, body: { error: 'BONUS_NOT_FOUND' } }))).toBe(
      'Die Prämie X gibt es nicht mehr.',
    );
    expect(bonusDeleteFailureText('X', apiCallError('deleteBonus', 'http', { status: 500, body: { error: 'INJECTED_FAULT' } }))).toMatch(
      /^Die Prämie X konnte nicht gelöscht werden/,
    );
    expect(bonusDeleteFailureText('X', new Error('offline'))).toMatch(/konnte nicht gelöscht werden/);
  });
});
