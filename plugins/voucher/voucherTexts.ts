import type { TextNamespace } from '../../core/index.ts';

/** The voucher plugin's texts read outside its lazy field (the success page's note), namespace `voucher`. */
export const voucherTexts = {
  namespace: 'voucher',
  texts: {
    successNote: 'Eingelöster Gutscheincode: {{code}}',
  },
} satisfies TextNamespace;
