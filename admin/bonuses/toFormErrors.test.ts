import { describe, expect, it } from 'vitest';
import { groupErrorKey, toFormErrors } from './toFormErrors.ts';

describe('toFormErrors', () => {
  it('puts each message at its field, list entries in arrays, and keeps the first message of a field', () => {
    const errors = toFormErrors([
      { path: 'title', message: 'Titel fehlt' },
      { path: 'infoPoints.1', message: 'Infopunkt leer' },
      { path: 'title', message: 'zweite Meldung' },
      { path: 'variants.0.propertyValues.1.value', message: 'Wert fehlt' },
    ]);
    expect(errors).toEqual({
      title: 'Titel fehlt',
      infoPoints: [undefined, 'Infopunkt leer'],
      variants: [{ propertyValues: [undefined, { value: 'Wert fehlt' }] }],
    });
  });

  it('puts a group message under its own flat key, beside the messages of its fields', () => {
    const isGroup = (path: string) => path === 'variants.1' || path === 'variants';
    const errors = toFormErrors(
      [
        { path: 'variants.1', message: 'Doppelt' },
        { path: 'variants.1.title', message: 'Titel fehlt' },
        { path: 'variants', message: 'Keine Variante' },
      ],
      isGroup,
    );
    expect(errors).toEqual({ [groupErrorKey('variants.1')]: 'Doppelt', variants: [undefined, { title: 'Titel fehlt' }], 'group-variants': 'Keine Variante' });
    expect(groupErrorKey('variants.1')).toBe('group-variants-1');
  });
});
