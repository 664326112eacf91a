import { describe, expect, it } from 'vitest';
import { serviceHoursText } from './serviceHoursText.ts';

describe('serviceHoursText', () => {
  it('names weekdays and Saturday with their hours', () => {
    const hours = { weekdays: { from: '07:00', to: '18:00' }, saturday: { from: '07:30', to: '12:30' } };
    expect(serviceHoursText(hours)).toBe('Mo–Fr 07:00–18:00 Uhr, Sa 07:30–12:30 Uhr');
  });
});
