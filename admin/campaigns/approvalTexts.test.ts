import { describe, expect, it } from 'vitest';
import { approvalTexts } from './approvalTexts.ts';

describe('approvalTexts', () => {
  it('names what a save approved and withdrew', () => {
    expect(
      approvalTexts.saved([
        { salesCampaignId: 'A', approved: true },
        { salesCampaignId: 'B', approved: false },
        { salesCampaignId: 'C', approved: true },
      ]),
    ).toBe('Die Änderungen sind gespeichert. Freigegeben: A, C. Freigabe entzogen: B.');
    expect(approvalTexts.saved([{ salesCampaignId: 'B', approved: false }])).toBe('Die Änderungen sind gespeichert. Freigabe entzogen: B.');
  });

  it('counts unsaved changes in German', () => {
    expect([0, 1, 3].map(approvalTexts.pending)).toEqual(['Keine ungespeicherten Änderungen.', '1 ungespeicherte Änderung', '3 ungespeicherte Änderungen']);
  });
});
