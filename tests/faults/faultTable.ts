/**
 * The fault table (docs/testing.md, "Browser tests: faults and parallel workers"): every API call the reader's funnel makes × five faults, with what
 * the spec says must follow. Plain data (no Playwright), read by the table spec that drives each cell
 * and by the coverage reporter that prints calls × faults handled / total at the end of a run.
 */

/** The five faults, each as the sandbox injects it (sandbox/README.md, "Fault injection"). */
export const faultKinds = {
  http500: { label: 'HTTP 500', fault: { status: 500 } },
  timeout: { label: 'time-out', fault: { hang: true } },
  invalidJson: { label: 'malformed JSON', fault: { invalidJson: true } },
  schemaInvalid: { label: 'schema-invalid body', fault: { malformed: true } },
  networkDrop: { label: 'network drop', fault: { drop: true } },
} as const;

/** One of the five faults. */
export type FaultKind = keyof typeof faultKinds;

/** The fault kinds in table order. */
export const faultKindIds = Object.keys(faultKinds) as FaultKind[];

/**
 * What the reader sees after the fault:
 * - `serverError`: the server error page (funnel.md §7 and §8, platform.md §8); "Erneut versuchen" returns with what was typed;
 * - `carriesOn`: the failure is ignored and the page goes on (configuration time-outs, platform.md §7; the countries list;
 *   a 200 to the state-saving call, whose body the client does not read);
 * - `uploadMessage`: the upload's general error message on the upload step (funnel.md §8, HTTP 500 of the student upload);
 * - `logoutUrl`: the browser goes to the configured logout URL (the logout still happens there).
 */
export type FaultOutcome = 'serverError' | 'carriesOn' | 'uploadMessage' | 'logoutUrl';

/** The stretch of the funnel a call belongs to; the spec has one scenario per stretch. */
export type FaultScenario =
  | 'initialLoad'
  | 'orderForm'
  | 'startDate'
  | 'paymentPage'
  | 'paymentChoice'
  | 'ibanCheck'
  | 'verification'
  | 'connect'
  | 'logout'
  | 'payPalLeave'
  | 'payPalReturn'
  | 'payPalReturnState'
  | 'cardAgreementLeave'
  | 'cardAgreementReturn'
  | 'cardOneOffLeave'
  | 'cardOneOffReturn'
  | 'studentUpload';

/** One row: a call of the reader's funnel, where it happens, and the outcome of each fault. */
export interface FaultRow {
  readonly call: string;
  readonly scenario: FaultScenario;
  /** The spec's outcome per fault; faults not named lead to the server error page. */
  readonly outcomes?: Partial<Record<FaultKind, FaultOutcome>>;
}

/** Every call of the reader's funnel (core/api/createApiClient.ts and the payment plugins). */
export const faultTable: readonly FaultRow[] = [
  { call: 'isLoggedIn', scenario: 'initialLoad' },
  { call: 'initialFormData', scenario: 'initialLoad' },
  { call: 'configuration', scenario: 'initialLoad', outcomes: { timeout: 'carriesOn' } },
  {
    call: 'countries',
    scenario: 'initialLoad',
    outcomes: { http500: 'carriesOn', timeout: 'carriesOn', invalidJson: 'carriesOn', schemaInvalid: 'carriesOn', networkDrop: 'carriesOn' },
  },
  { call: 'checkAddresses', scenario: 'orderForm' },
  { call: 'priceWithDeliveryDate', scenario: 'orderForm' },
  { call: 'priceForDate', scenario: 'startDate' },
  { call: 'paymentMethods', scenario: 'paymentPage' },
  { call: 'billingFrequencies', scenario: 'paymentChoice' },
  { call: 'checkIbanSwift', scenario: 'ibanCheck' },
  { call: 'createOrder', scenario: 'verification' },
  { call: 'connectUser', scenario: 'connect' },
  {
    call: 'logout',
    scenario: 'logout',
    outcomes: { http500: 'logoutUrl', timeout: 'logoutUrl', invalidJson: 'logoutUrl', schemaInvalid: 'logoutUrl', networkDrop: 'logoutUrl' },
  },
  // The saving call's answer carries nothing the client reads: a 200 with any body is a saved state.
  { call: 'postStoredData', scenario: 'payPalLeave', outcomes: { invalidJson: 'carriesOn', schemaInvalid: 'carriesOn' } },
  { call: 'payPalAgreementInit', scenario: 'payPalLeave' },
  { call: 'getStoredData', scenario: 'payPalReturnState' },
  { call: 'payPalAgreementResult', scenario: 'payPalReturn' },
  { call: 'cardAgreementInit', scenario: 'cardAgreementLeave' },
  { call: 'cardAgreementResult', scenario: 'cardAgreementReturn' },
  { call: 'cardOneOffInit', scenario: 'cardOneOffLeave' },
  { call: 'cardOneOffResult', scenario: 'cardOneOffReturn' },
  { call: 'uploadStudentEnrollmentCertificate', scenario: 'studentUpload', outcomes: { http500: 'uploadMessage' } },
];

/** Calls of the client the reader's funnel never makes, so no fault of theirs can reach a reader. */
export const callsNotMade: Readonly<Record<string, string>> = {
  creditCardCheckInit: 'the card plugin starts an agreement or a one-off payment, never a bare card check',
  creditCardCheckResult: 'the card plugin starts an agreement or a one-off payment, never a bare card check',
};

/** The outcome the table expects for one cell. */
export function expectedOutcome(row: FaultRow, kind: FaultKind): FaultOutcome {
  return row.outcomes?.[kind] ?? 'serverError';
}

/** The title of the test step that checks one cell; the coverage reporter reads it back. */
export function cellTitle(call: string, kind: FaultKind): string {
  return `fault cell ${call} × ${kind}`;
}

/** Reads a cell back from a step title written by {@link cellTitle}. */
export function parseCellTitle(title: string): { readonly call: string; readonly kind: FaultKind } | undefined {
  const match = /^fault cell (\w+) × (\w+)$/.exec(title);
  if (!match || !(match[2]! in faultKinds)) return undefined;
  return { call: match[1]!, kind: match[2] as FaultKind };
}
