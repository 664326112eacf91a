import type { OrderFormAddress } from './OrderFormAddress.ts';

/** Errors of one address block, keyed like its fields; a valid field is absent. */
export type OrderFormAddressErrors = { [Field in keyof OrderFormAddress]?: string };
