import { describe, expect, it } from 'vitest';
import { interactionToNextPaint } from './interactionToNextPaint.ts';

const keystroke = (interactionId: number, keydown: number, keyup: number) => [
  { interactionId, duration: keydown },
  { interactionId, duration: keyup },
];

describe('interactionToNextPaint', () => {
  it('groups the events of one interaction and counts its longest one; fewer than 50 interactions: the worst', () => {
    const entries = [...keystroke(1, 24, 40), ...keystroke(2, 88, 16), ...keystroke(3, 32, 32), { interactionId: 0, duration: 400 }];
    expect(interactionToNextPaint(entries)).toEqual({ inpMs: 88, interactions: 3 });
  });

  it('from 50 interactions on leaves out one worst interaction per 50 (98th percentile)', () => {
    const entries = Array.from({ length: 120 }, (_, index) => ({ interactionId: index + 1, duration: index + 1 }));
    // 120 interactions: the two worst (120, 119) are left out.
    expect(interactionToNextPaint(entries)).toEqual({ inpMs: 118, interactions: 120 });
  });

  it('at exactly 50 interactions leaves out the single worst one', () => {
    const entries = Array.from({ length: 50 }, (_, index) => ({ interactionId: 100 + index, duration: 10 + index }));
    expect(interactionToNextPaint(entries)?.inpMs).toBe(58);
  });

  it('counts the interactions the page reports, also those too short to be reported as entries', () => {
    const entries = [...keystroke(1, 120, 20), ...keystroke(2, 90, 20), ...keystroke(3, 40, 20)];
    expect(interactionToNextPaint(entries, 3)).toEqual({ inpMs: 120, interactions: 3 });
    expect(interactionToNextPaint(entries, 100)).toEqual({ inpMs: 40, interactions: 100 });
  });

  it('is undefined when no event belonged to an interaction', () => {
    expect(interactionToNextPaint([{ interactionId: 0, duration: 120 }])).toBeUndefined();
    expect(interactionToNextPaint([])).toBeUndefined();
  });
});
