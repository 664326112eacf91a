import { useSignals } from '@preact/signals-react/runtime';
import type { FunnelContext } from '../../core/index.ts';
import './bonus.css';
import { BonusCartSummary } from './BonusCartSummary.tsx';
import { bonusCartOf } from './bonusCartOf.ts';
import { confirmBonusCart } from './confirmBonusCart.ts';

/** The bonus cart in the side area while the bonus selection is shown. */
export function BonusCartWidget({ context }: { readonly context: FunnelContext }) {
  useSignals();
  return (
    <div className="aside-box">
      <BonusCartSummary cart={bonusCartOf(context)} onConfirm={() => confirmBonusCart(context)} />
    </div>
  );
}
