import { describe, expect, it } from 'vitest';
import { translate } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { gift } from './index.ts';
import { giftTimeLimitTexts, timeLimitLabel } from './giftTimeLimitTexts.ts';

const { context } = mountPlugin(gift());
const t = (key: keyof typeof giftTimeLimitTexts.texts, values?: Readonly<Record<string, unknown>>) =>
  translate(context.i18n, giftTimeLimitTexts, key, values);

describe('timeLimitLabel', () => {
  it('words 0 as unbegrenzt and months through i18next, with the singular for one month', () => {
    expect([0, 1, 3, 12, 24].map((months) => timeLimitLabel(months, t))).toEqual([
      'unbegrenzt',
      '1 Monat',
      '3 Monate',
      '12 Monate',
      '24 Monate',
    ]);
  });
});
