import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../format/formatDisplayDate.ts';
import { clampToBounds, movedFocusDate } from './movedFocusDate.ts';

const bounds = { earliest: new Date(2026, 11, 7), latest: new Date(2027, 5, 30) };
// Wednesday, 16 December 2026.
const wednesday = new Date(2026, 11, 16);
const move = (key: string, shiftKey = false, from = wednesday) => {
  const moved = movedFocusDate(from, key, shiftKey, bounds);
  return moved ? toIsoDate(moved) : undefined;
};

describe('movedFocusDate (the calendar grid keys)', () => {
  it('move a day with the left and right arrows and a week with up and down', () => {
    expect(move('ArrowLeft')).toBe('2026-12-15');
    expect(move('ArrowRight')).toBe('2026-12-17');
    expect(move('ArrowUp')).toBe('2026-12-09');
    expect(move('ArrowDown')).toBe('2026-12-23');
  });

  it('move a month with PageUp and PageDown and a year with Shift', () => {
    expect(move('PageDown')).toBe('2027-01-16');
    expect(move('PageDown', true, new Date(2026, 11, 20))).toBe('2027-06-30');
    expect(move('PageUp', false, new Date(2027, 2, 31))).toBe('2027-02-28');
  });

  it('go to the Monday with Home and the Sunday with End', () => {
    expect(move('Home')).toBe('2026-12-14');
    expect(move('End')).toBe('2026-12-20');
  });

  it('never leave the bounds: not before the earliest day, not after the latest', () => {
    expect(move('ArrowUp')).toBe('2026-12-09');
    expect(move('ArrowUp', false, new Date(2026, 11, 10))).toBe('2026-12-07');
    expect(move('PageUp')).toBe('2026-12-07');
    expect(move('ArrowRight', false, new Date(2027, 5, 30))).toBe('2027-06-30');
    expect(toIsoDate(clampToBounds(new Date(2026, 0, 1), { earliest: bounds.earliest }))).toBe('2026-12-07');
    expect(toIsoDate(clampToBounds(new Date(2030, 0, 1), { earliest: bounds.earliest }))).toBe('2030-01-01');
  });

  it('leave every other key to the dialog', () => {
    expect(move('Enter')).toBeUndefined();
    expect(move('a')).toBeUndefined();
  });
});
