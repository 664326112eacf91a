import {
  any, array, bigint, boolean, enums, integer, literal, max, min, nonempty, nullable, number, object, optional, pattern, record, refine,
  size, string, type, union, unknown,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { describedUnion } from '../../core/api/entities/describedUnion.ts';
import { isoDate } from '../../core/api/entities/isoDate.ts';
import { maybe } from '../../core/api/entities/maybe.ts';
import { plainText } from '../../core/api/entities/plainText.ts';
import { structToJsonSchema } from './structToJsonSchema.ts';

describe('structToJsonSchema: one superstruct kind at a time', () => {
  it.each([
    ['string', string(), { type: 'string' }],
    ['number', number(), { type: 'number' }],
    ['integer', integer(), { type: 'integer' }],
    ['boolean', boolean(), { type: 'boolean' }],
    ['string literal', literal('SUCCESS'), { const: 'SUCCESS' }],
    ['boolean literal', literal(false), { const: false }],
    // superstruct keeps enums as object keys, so an integer-like value comes first.
    ['enums', enums(['Q', 'P', '7']), { enum: ['7', 'Q', 'P'] }],
    ['number enums', enums([0, 3, 6, 12]), { enum: [0, 3, 6, 12] }],
    ['array', array(string()), { type: 'array', items: { type: 'string' } }],
    ['unknown', unknown(), {}],
    ['any', any(), {}],
    ['nullable string', nullable(string()), { type: ['string', 'null'] }],
    ['nullable enums', nullable(enums(['a'])), { anyOf: [{ enum: ['a'] }, { type: 'null' }] }],
    ['optional (the field is left out of required, the value keeps its schema)', optional(string()), { type: 'string' }],
    ['record of strings', record(string(), number()), { type: 'object', additionalProperties: { type: 'number' } }],
    ['record with keys of a size', record(size(string(), 1, 2), boolean()), { type: 'object', propertyNames: { type: 'string', minLength: 1, maxLength: 2 }, additionalProperties: { type: 'boolean' } }],
    ['string size', size(string(), 1, 35), { type: 'string', minLength: 1, maxLength: 35 }],
    ['string of one length', size(string(), 4), { type: 'string', minLength: 4, maxLength: 4 }],
    ['string size from 0', size(string(), 0, 70), { type: 'string', maxLength: 70 }],
    ['array size', size(array(integer()), 1, 4), { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 4 }],
    ['number size', size(number(), 1, 12), { type: 'number', minimum: 1, maximum: 12 }],
    ['pattern', pattern(string(), /^\d{10}$/), { type: 'string', pattern: '^\\d{10}$' }],
    ['min', min(integer(), 0), { type: 'integer', minimum: 0 }],
    ['max', max(number(), 99.5), { type: 'number', maximum: 99.5 }],
    ['nonempty', nonempty(array(string())), { type: 'array', items: { type: 'string' }, minItems: 1 }],
    ['isoDate (our refinement)', isoDate(), { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' }],
  ])('%s', (_kind, struct, schema) => {
    expect(structToJsonSchema(struct)).toEqual(schema);
  });

  it('object: strict, required unless optional, maybe is optional and nullable', () => {
    expect(structToJsonSchema(object({ id: string(), note: optional(string()), code: maybe(integer()) }))).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, note: { type: 'string' }, code: { type: ['integer', 'null'] } },
      required: ['id'],
      additionalProperties: false,
    });
  });

  it('type: open to further fields', () => {
    expect(structToJsonSchema(type({ absUrl: string() }))).toEqual({ type: 'object', properties: { absUrl: { type: 'string' } }, required: ['absUrl'] });
  });

  it('a union built with describedUnion: anyOf its members', () => {
    const struct = describedUnion([type({ declined: literal(true) }), type({ cardtype: string() })]);
    expect(structToJsonSchema(struct)).toEqual({
      anyOf: [
        { type: 'object', properties: { declined: { const: true } }, required: ['declined'] },
        { type: 'object', properties: { cardtype: { type: 'string' } }, required: ['cardtype'] },
      ],
    });
    expect(struct.is({ declined: true })).toBe(true);
    expect(struct.is({ declined: false })).toBe(false);
  });

  it('a refinement without a JSON Schema word is named with its message', () => {
    expect(structToJsonSchema(plainText(35))).toEqual({
      type: 'string',
      maxLength: 35,
      'x-aboflow-refinements': [{ name: 'plainText', message: 'no control characters, line breaks, bidirectional marks or lone surrogates' }],
    });
    expect(structToJsonSchema(refine(string(), 'shout', (value) => value === value.toUpperCase()))).toMatchObject({ 'x-aboflow-refinements': [{ name: 'shout' }] });
  });

  it('refuses what it cannot describe instead of describing it wrongly', () => {
    expect(() => structToJsonSchema(union([string(), number()]))).toThrow(/describedUnion/);
    expect(() => structToJsonSchema(bigint())).toThrow(/bigint/);
  });
});
