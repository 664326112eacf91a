import type { FunnelContext } from '../../core/index.ts';
import { fieldId, useTexts, VerificationBlock } from '../../core/ui.ts';
import { chosenPva } from './chosenPva.ts';
import { regionFormTexts } from './regionFormTexts.ts';
import type { RegionChoice } from './regionOptions.ts';

/**
 * The chosen region (pva) on the check page by its name, never its code, with 'Lokalausgabe ändern'
 * back to the order form's region select. Nothing when the order has no region.
 */
export function RegionVerificationBlock(props: { readonly context: FunnelContext; readonly options: readonly RegionChoice[] }) {
  const t = useTexts(regionFormTexts);
  const pva = chosenPva(props.context);
  if (!pva || pva === '-' || props.options.length === 0) return null;
  const name = props.options.find((option) => option.code === pva)?.name ?? pva;
  return (
    <VerificationBlock
      context={props.context}
      heading={t('legend')}
      edit={{ route: 'Start', field: `#${fieldId('plugins.region.pva')}`, label: t('edit') }}
    >
      <dt>{t('label')}</dt>
      <dd>{name}</dd>
    </VerificationBlock>
  );
}
