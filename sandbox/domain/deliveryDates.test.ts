import { describe, expect, it } from 'vitest';
import { deliveryDates } from './deliveryDates.ts';

const day = (iso: string): Date => {
  const [year = 0, month = 1, date = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, date, 14, 30);
};

describe('deliveryDates', () => {
  it('starts print the tenant offset later, past a public holiday', () => {
    const info = deliveryDates({ today: day('2025-04-08'), printProductType: 'P', printOffsetDays: 10, state: 'BW' });
    expect(info.earliestDate).toBe('2025-04-19');
    expect(info.releaseCalendar).toEqual([]);
  });

  it('starts print on a plain working day unchanged', () => {
    expect(deliveryDates({ today: day('2025-03-03'), printProductType: 'P', printOffsetDays: 10, state: 'BW' }).earliestDate).toBe('2025-03-13');
  });

  it('starts digital tomorrow, past Sundays and holidays', () => {
    expect(deliveryDates({ today: day('2025-04-20'), printProductType: 'D', printOffsetDays: 10, state: 'BW' }).earliestDate).toBe('2025-04-22');
    expect(deliveryDates({ today: day('2025-05-31'), printProductType: 'D', printOffsetDays: 10, state: 'BW' }).earliestDate).toBe('2025-06-02');
    expect(deliveryDates({ today: day('2025-06-02'), printProductType: 'D', printOffsetDays: 10, state: 'BW' }).earliestDate).toBe('2025-06-03');
  });

  it('skips a run of Christmas holidays and a Sunday', () => {
    expect(deliveryDates({ today: day('2025-12-14'), printProductType: 'P', printOffsetDays: 11, state: 'BW' }).earliestDate).toBe('2025-12-27');
  });

  it('uses the holidays of the tenant state', () => {
    const bw = deliveryDates({ today: day('2025-08-05'), printProductType: 'P', printOffsetDays: 10, state: 'BW' });
    const by = deliveryDates({ today: day('2025-08-05'), printProductType: 'P', printOffsetDays: 10, state: 'BY' });
    expect(bw.earliestDate).toBe('2025-08-15');
    expect(by.earliestDate).toBe('2025-08-16');
    expect(by.invalidDates).toContain('2025-08-15');
  });

  it('lists the Sundays and holidays of the next 90 days across the year end', () => {
    const info = deliveryDates({ today: day('2025-12-20'), printProductType: 'P', printOffsetDays: 10, state: 'BW' });
    expect(info.invalidDates[0]).toBe('2025-12-21');
    expect(info.invalidDates).toEqual(expect.arrayContaining(['2025-12-25', '2025-12-26', '2025-12-28', '2026-01-01', '2026-01-06']));
    expect(info.invalidDates).not.toContain('2025-12-20');
    expect(info.invalidDates.every((date) => date > '2025-12-20' && date <= '2026-03-20')).toBe(true);
    // 13 Sundays between 21 Dec 2025 and 15 Mar 2026, plus 4 holidays on weekdays
    expect(info.invalidDates).toHaveLength(17);
  });

  it('starts a weekly magazine with its first release day, moved past a holiday', () => {
    const info = deliveryDates({ today: day('2025-05-19'), printProductType: 'M', printOffsetDays: 10, state: 'BW' });
    expect(info.earliestDate).toBe('2025-05-30');
    expect(info.releaseCalendar.slice(0, 4)).toEqual(['2025-05-22', '2025-05-30', '2025-06-05', '2025-06-12']);
  });

  it('knows monthly release days', () => {
    const info = deliveryDates({
      today: day('2025-01-01'), printProductType: 'M', printOffsetDays: 10, state: 'BW',
      releaseSchedule: { kind: 'monthly', weekday: 3, ordinal: 1 },
    });
    expect(info.releaseCalendar).toEqual(['2025-02-05', '2025-03-05']);
    expect(info.earliestDate).toBe('2025-02-05');
  });
});
