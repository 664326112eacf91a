import { describe, expect, it } from 'vitest';
import { matchesBonusQuery } from './OrderBonusesOverviewPage.tsx';

const helmet = { materialNumber: 'K-EZ-FAHRRADHELM', title: 'Fahrradhelm', label: 'Sachprämie', classification: 'NON_MONETARY' as const };

describe('matchesBonusQuery', () => {
  it('matches every word, case-insensitive, in material number, title and classification', () => {
    expect(matchesBonusQuery(helmet, '')).toBe(true);
    expect(matchesBonusQuery(helmet, 'helm')).toBe(true);
    expect(matchesBonusQuery(helmet, 'k-ez  SACHPRÄMIE')).toBe(true);
    expect(matchesBonusQuery(helmet, 'helm bar')).toBe(false);
    expect(matchesBonusQuery({ materialNumber: 'CZ-B-BAR50', classification: 'CASH' }, 'barprämie')).toBe(true);
  });
});
