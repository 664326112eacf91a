import { describe, expect, it } from 'vitest';
import { campaignAvailability } from './campaignAvailability.ts';

const today = '2026-03-15';

describe('campaignAvailability', () => {
  it('lets readers order an active campaign without validity, and one valid today (both ends inclusive)', () => {
    expect(campaignAvailability({ active: true, validFrom: null, validUntil: null }, today)).toEqual({ kind: 'orderable' });
    expect(campaignAvailability({ active: true, validFrom: today, validUntil: today }, today)).toEqual({ kind: 'orderable' });
    expect(campaignAvailability({ active: true, validFrom: '2026-01-01', validUntil: null }, today)).toEqual({ kind: 'orderable' });
  });

  it('names why a campaign cannot be ordered: switched off first, then not yet or no longer valid', () => {
    expect(campaignAvailability({ active: false, validFrom: '2027-01-01', validUntil: null }, today)).toEqual({ kind: 'inactive' });
    expect(campaignAvailability({ active: true, validFrom: '2026-03-16', validUntil: null }, today)).toEqual({ kind: 'notYetValid', validFrom: '2026-03-16' });
    expect(campaignAvailability({ active: true, validFrom: null, validUntil: '2026-03-14' }, today)).toEqual({ kind: 'expired', validUntil: '2026-03-14' });
  });
});
