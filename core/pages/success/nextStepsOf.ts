import { formatDisplayDate } from '../../format/formatDisplayDate.ts';

/** What the success page says happens next, one kind of step each; the page words and links them. */
export type NextStep =
  | { readonly kind: 'confirmationEmail'; readonly email: string }
  | { readonly kind: 'confirmationByPost' }
  | { readonly kind: 'accessFrom'; readonly product: string; readonly date: string | undefined }
  | { readonly kind: 'login'; readonly loginUrl: string }
  | { readonly kind: 'app'; readonly product: string }
  | { readonly kind: 'deliveryFrom'; readonly magazine: boolean; readonly date: string; readonly text: string | undefined };

/** What {@link nextStepsOf} needs to know about the order. */
export interface NextStepsInput {
  readonly printProductType: 'D' | 'M' | 'P' | string | null | undefined;
  /** The address the order confirmation goes to; '' when none was given. */
  readonly email: string;
  /** The subscription's start, ISO yyyy-MM-dd. */
  readonly startDate: string;
  /** Today, ISO yyyy-MM-dd, in the reader's time zone. */
  readonly today: string;
  readonly digitalProduct: string;
  readonly loginUrl: string;
  /** The delivery line of a person other than the reader who receives the delivery (a gift's recipient, from its plugin). */
  readonly deliveryFrom: ((startDate: string) => string) | undefined;
}

/**
 * The next steps after an order: the confirmation e-mail to the given address (by post without
 * one); for a digital order when access starts (now, or from a later start date), where to log in
 * and the app; for print and magazines that delivery starts on the start date.
 */
export function nextStepsOf(input: NextStepsInput): readonly NextStep[] {
  const confirmation: NextStep = input.email ? { kind: 'confirmationEmail', email: input.email } : { kind: 'confirmationByPost' };
  const start = formatDisplayDate(input.startDate);
  if (input.printProductType === 'D') {
    const later = start !== '' && input.startDate > input.today;
    return [
      confirmation,
      { kind: 'accessFrom', product: input.digitalProduct, date: later ? start : undefined },
      { kind: 'login', loginUrl: input.loginUrl },
      { kind: 'app', product: input.digitalProduct },
    ];
  }
  return start
    ? [confirmation, { kind: 'deliveryFrom', magazine: input.printProductType === 'M', date: start, text: input.deliveryFrom?.(start) }]
    : [confirmation];
}
