import { callContract } from './callContract.ts';
import type { ContractAnswer, ContractCall } from './callContract.ts';
import type { CheckContext } from './CheckContext.ts';
import { judgeAnswer } from './judgeAnswer.ts';
import type { CheckRow, ExpectedAnswer } from './judgeAnswer.ts';

/** The row and the answer of one call; the answer is undefined when the call failed on the way. */
export interface CallOutcome {
  readonly row: CheckRow;
  readonly answer: ContractAnswer | undefined;
}

/** Makes a call and judges its answer as one row; a network failure or time-out is a failed row. */
export async function expectCall(context: CheckContext, check: string, call: ContractCall, expected: ExpectedAnswer): Promise<CallOutcome> {
  try {
    const answer = await callContract(context.target, call);
    return { row: judgeAnswer(context.target.contract, check, call.operationId, answer, expected), answer };
  } catch (error) {
    const expectedText = expected.code === undefined ? `${expected.status}` : `${expected.status} ${expected.code}`;
    return { row: { check, expected: expectedText, seen: `no answer: ${(error as Error).message}`, passed: false }, answer: undefined };
  }
}
