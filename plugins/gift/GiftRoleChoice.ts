/** A logged-in user's answer to the gift role choice: receiving the gift or giving (purchasing) it. */
export type GiftRoleChoice = 'recipient' | 'purchaser';
