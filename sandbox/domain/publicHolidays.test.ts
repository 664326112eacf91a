import { describe, expect, it } from 'vitest';
import { publicHolidays } from './publicHolidays.ts';

describe('publicHolidays', () => {
  it('lists the twelve holidays of Baden-Württemberg in 2025 in date order', () => {
    expect(publicHolidays(2025, 'BW')).toEqual([
      { date: '2025-01-01', name: 'Neujahr' },
      { date: '2025-01-06', name: 'Heilige Drei Könige' },
      { date: '2025-04-18', name: 'Karfreitag' },
      { date: '2025-04-21', name: 'Ostermontag' },
      { date: '2025-05-01', name: 'Tag der Arbeit' },
      { date: '2025-05-29', name: 'Christi Himmelfahrt' },
      { date: '2025-06-09', name: 'Pfingstmontag' },
      { date: '2025-06-19', name: 'Fronleichnam' },
      { date: '2025-10-03', name: 'Tag der Deutschen Einheit' },
      { date: '2025-11-01', name: 'Allerheiligen' },
      { date: '2025-12-25', name: '1. Weihnachtstag' },
      { date: '2025-12-26', name: '2. Weihnachtstag' },
    ]);
  });

  it('moves the Easter-based holidays with Easter', () => {
    const dates = publicHolidays(2024, 'BW').map((holiday) => holiday.date);
    expect(dates).toEqual(expect.arrayContaining(['2024-03-29', '2024-04-01', '2024-05-09', '2024-05-20', '2024-05-30']));
  });

  it('adds Mariä Himmelfahrt in Bayern only', () => {
    expect(publicHolidays(2026, 'BY').map((holiday) => holiday.date)).toContain('2026-08-15');
    expect(publicHolidays(2026, 'BW').map((holiday) => holiday.date)).not.toContain('2026-08-15');
  });
});
