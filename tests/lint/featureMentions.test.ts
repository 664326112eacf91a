import { describe, expect, it } from 'vitest';
import { featureMentions } from './featureMentions.ts';

describe('featureMentions', () => {
  it('finds plugin names and concepts in code, in any case and spelling', () => {
    const code = [
      "const shown = flags.studentOrderFormWasShown;",
      "import { youngAdult } from '../young-adult/index.ts';",
      'export function RecruiterAddressStep() {}',
      "const type: 'gift' | 'lwl' = 'gift';",
      'api.cardAgreementResult(query);',
      "if (method === 'card') return;",
      'const account = cashBonusAccountState;',
      'startPayPal(context);',
      'const code = voucherState.read(store);',
      'const number = loyaltyNumber;',
      'const Giver = 1;',
      'if (!paymentData?.pseudoCardPan?.trim()) return true;',
      'const outcome = await api.uploadStudentEnrollmentCertificate(file, name);',
      "const required = campaign.giftSubscription === true;",
      'export { isCashBonus } from "./domain/isCashBonus.ts";',
    ];
    expect(featureMentions(code.join('\n')).map(({ line }) => line)).toEqual(code.map((_, index) => index + 1));
  });

  it('passes core’s own words, comments and re-exports of core/api', () => {
    const code = [
      '// the student form is shown once (funnel.md section 4)',
      '/* a gift giver or an lwl recruiter */',
      'const cart = chosenBonuses(context);',
      "const tile = <div className=\"bonus-card\" />;",
      'const region = regionOf(address);',
      "export type { CardResult } from './api/paymentService.ts';",
      "const url = 'https://example.org/path'; // a student",
    ];
    expect(featureMentions(code.join('\n'))).toEqual([]);
  });
});
