/**
 * The outcome of the ID-card check: 'ok', 'dateMismatch' (the card's birth date is not the
 * entered one) or 'invalid' (any other failure). `expired` records a card past its expiry date;
 * it does not block (funnel.md section 5) and is false for an invalid card.
 */
export interface IdCardCheck {
  readonly result: 'ok' | 'dateMismatch' | 'invalid';
  readonly expired: boolean;
}
