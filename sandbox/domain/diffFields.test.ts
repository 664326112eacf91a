import { describe, expect, it } from 'vitest';
import { diffFields } from './diffFields.ts';

describe('diffFields', () => {
  it('names each changed field with its values and skips the unchanged ones', () => {
    expect(diffFields({ name: 'Alt', active: true, numberOfBonuses: 1 }, { name: 'Neu', active: true, numberOfBonuses: 2 })).toEqual([
      { field: 'name', before: 'Alt', after: 'Neu' },
      { field: 'numberOfBonuses', before: 1, after: 2 },
    ]);
  });

  it('follows nested objects with a dot path and compares lists as a whole', () => {
    const before = { baseInfo: { text: 'a', withCosts: true }, infoPoints: ['x', 'y'], paymentMethods: { DE: ['Q'] } };
    const after = { baseInfo: { text: 'b', withCosts: true }, infoPoints: ['x', 'y'], paymentMethods: { DE: ['Q', '7'], '*': ['Q'] } };
    expect(diffFields(before, after)).toEqual([
      { field: 'baseInfo.text', before: 'a', after: 'b' },
      { field: 'paymentMethods.DE', before: ['Q'], after: ['Q', '7'] },
      { field: 'paymentMethods.*', before: null, after: ['Q'] },
    ]);
  });

  it('ignores the order fields were written in, but not the order of a list', () => {
    expect(diffFields({ priceInfos: [{ description: 'a', price: 1 }] }, { priceInfos: [{ price: 1, description: 'a' }] })).toEqual([]);
    expect(diffFields({ infoPoints: ['a', 'b'] }, { infoPoints: ['b', 'a'] })).toHaveLength(1);
  });

  it('records a creation and a deletion against nothing', () => {
    expect(diffFields({}, { title: 'Tasche', cashBonus: null })).toEqual([{ field: 'title', before: null, after: 'Tasche' }]);
    expect(diffFields({ title: 'Tasche' }, undefined)).toEqual([{ field: 'title', before: 'Tasche', after: null }]);
  });
});
