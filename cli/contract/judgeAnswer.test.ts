import { describe, expect, it } from 'vitest';
import { buildContract } from './buildContract.ts';
import { judgeAnswer } from './judgeAnswer.ts';

const contract = buildContract();
const answer = (status: number, body: unknown) => ({ status, body, text: JSON.stringify(body) });

describe('judgeAnswer: one answer against the contract', () => {
  it('passes an answer of the expected status whose body fits the call’s answer schema', () => {
    expect(judgeAnswer(contract, 'countries', 'countries', answer(200, { DE: 'Deutschland' }), { status: 200 })).toMatchObject({ passed: true, seen: '200, fits' });
  });

  it('fails an answer of the right status whose body breaks the schema, naming the path', () => {
    const row = judgeAnswer(contract, 'order', 'createOrder', answer(200, { orderNumbers: 'A-1' }), { status: 200 });
    expect(row).toMatchObject({ passed: false, expected: '200, answer fits createOrder' });
    expect(row.seen).toContain('orderNumbers: expected array, got string');
  });

  it('fails another status, naming the status and the code seen', () => {
    expect(judgeAnswer(contract, 'unpaid', 'createOrder', answer(200, { orderNumbers: ['X'] }), { status: 402, code: 'PAYMENT_NOT_APPROVED' })).toMatchObject({
      passed: false,
      expected: '402 PAYMENT_NOT_APPROVED',
      seen: expect.stringMatching(/^200/),
    });
  });

  it('passes a refusal with the expected code, and fails another code or a code the contract does not list for the call', () => {
    expect(judgeAnswer(contract, 'x', 'createOrder', answer(402, { error: 'PAYMENT_NOT_APPROVED' }), { status: 402, code: 'PAYMENT_NOT_APPROVED' }).passed).toBe(true);
    expect(judgeAnswer(contract, 'x', 'createOrder', answer(402, { error: 'NOT_PAID' }), { status: 402, code: 'PAYMENT_NOT_APPROVED' }).seen).toContain('error is "NOT_PAID"');
    expect(judgeAnswer(contract, 'x', 'configuration', answer(402, { error: 'PAYMENT_NOT_APPROVED' }), { status: 402, code: 'PAYMENT_NOT_APPROVED' }).seen).toContain(
      'the contract lists no 402 PAYMENT_NOT_APPROVED for configuration',
    );
    expect(judgeAnswer(contract, 'x', 'createOrder', answer(402, 'nicht bezahlt'), { status: 402, code: 'PAYMENT_NOT_APPROVED' }).passed).toBe(false);
  });
});
