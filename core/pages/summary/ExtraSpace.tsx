import type { SummaryExtra } from '../../extensionPoints/summaryExtras.ts';

/** The space a summary extra takes, kept free before it renders (`reservesSpace`); an empty block for one that reserves none. */
export function ExtraSpace({ extra }: { readonly extra: SummaryExtra }) {
  return <div className={extra.reservesSpace ? 'offer-summary__extra-space' : undefined} />;
}
