import { checkIbanSwiftRequest } from '../../core/api/checkIbanSwift.ts';
import type { IbanResult } from '../../core/api/entities/ibanResult.ts';
import { checkIban } from '../domain/checkIban.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from './ApiHandler.ts';

/** order/checkIbanSwift: mod-97 and length per country, bank table for bankName and knownBySAP. */
export const handleCheckIbanSwift: ApiHandler = (_context, request) => {
  const body = parseJsonBody(request.body, checkIbanSwiftRequest);
  const result = checkIban(body);
  const response: IbanResult = {
    checkFailed: result.checkFailed,
    knownBySAP: result.knownBySAP,
    bankName: result.bankName,
    ibanError: result.ibanError !== '',
    swiftRequired: result.swiftRequired,
  };
  return { status: 200, json: response };
};
