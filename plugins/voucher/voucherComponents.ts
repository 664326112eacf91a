/** The plugin's components, in one lazy chunk: the field in the summary and the success page's note. */
export { VoucherField } from './VoucherField.tsx';
export { VoucherSuccessNote } from './VoucherSuccessNote.tsx';
