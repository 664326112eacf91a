import { describe, expect, it } from 'vitest';
import { validateJsonSchema } from './validateJsonSchema.ts';

const root = {
  components: { schemas: { Address: { type: 'object', properties: { city: { type: 'string', maxLength: 5 } }, required: ['city'], additionalProperties: false } } },
};

describe('validateJsonSchema: the JSON Schema words the contract is written with', () => {
  it.each([
    ['type', { type: 'string' }, 1, ['(body): expected string, got integer']],
    ['type with null', { type: ['string', 'null'] }, null, []],
    ['integer is a number', { type: 'number' }, 3, []],
    ['a fraction is no integer', { type: 'integer' }, 1.5, ['(body): expected integer, got number']],
    ['const', { const: true }, false, ['(body): expected true']],
    ['enum', { enum: ['Q', 'P'] }, 'X', ['(body): "X" is not one of ["Q","P"]']],
    ['minLength and maxLength', { type: 'string', minLength: 2, maxLength: 3 }, 'abcd', ['(body): longer than 3']],
    ['pattern', { type: 'string', pattern: '^\\d{10}$' }, '12', ['(body): does not match ^\\d{10}$']],
    ['minimum and maximum', { type: 'integer', minimum: 0, maximum: 9 }, -1, ['(body): below 0']],
    ['items and minItems', { type: 'array', items: { type: 'string' }, minItems: 2 }, [1], ['(body): fewer than 2 items', '[0]: expected string, got integer']],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'null' }] }, 3, ['(body): fits none of the 2 choices']],
    ['record', { type: 'object', additionalProperties: { type: 'string' } }, { DE: 'Deutschland', AT: 1 }, ['AT: expected string, got integer']],
    ['propertyNames', { type: 'object', propertyNames: { type: 'string', maxLength: 2 } }, { DEU: 'x' }, ['DEU (name): longer than 2']],
    ['$ref, required and a closed object', { $ref: '#/components/schemas/Address' }, { zip: '1' }, ['city: missing', 'zip: not in the contract']],
    ['nested path', { type: 'object', properties: { a: { $ref: '#/components/schemas/Address' } } }, { a: { city: 'München' } }, ['a.city: longer than 5']],
  ])('%s', (_word, schema, value, problems) => {
    expect(validateJsonSchema(value, schema, root)).toEqual(problems);
  });

  it('keeps an open object open', () => {
    expect(validateJsonSchema({ city: 'Ulm', extra: 1 }, { type: 'object', properties: { city: { type: 'string' } } })).toEqual([]);
  });
});
