import { useSignals } from '@preact/signals-react/runtime';
import type { FunnelContext, CampaignBonus } from '../../core/index.ts';
import { bonusCartOf } from './BonusSelectionState.ts';
import { confirmBonusCart, canConfirm } from './confirmBonusCart.ts';
import { useId } from 'react';
import { useTexts } from '../../core/ui.ts';
import type { BonusCart } from './BonusCart.ts';
import { bonusCartTexts } from './bonusSelectionTexts.ts';
import './bonus.css';

/** The bonus cart in the side area while the bonus selection is shown. */
export function BonusCartWidget({ context }: { readonly context: FunnelContext }) {
  useSignals();
  return (
    <div className="aside-box">
      <BonusCartSummary cart={bonusCartOf(context)} onConfirm={() => confirmBonusCart(context)} />
    </div>
  );
}

/** The bonus cart: the chosen bonuses, how many are still open, and 'Weiter', which confirms a complete cart. */
export function BonusCartSummary(props: { readonly cart: BonusCart<CampaignBonus>; readonly onConfirm: () => void }) {
  const { cart } = props;
  const t = useTexts(bonusCartTexts);
  const titleId = useId();
  const open = cart.numberOfBonuses - cart.items.length;
  return (
    <section className="bonus-cart" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('heading')}</h2>
      {cart.items.length > 0 ? (
        <ul className="bonus-cart__list">
          {cart.items.map((item) => {
            const { bonus } = item.campaignBonus;
            const variant = bonus.variants?.find((candidate) => candidate.materialNumber === item.variantMaterialNumber);
            return (
              <li key={bonus.materialNumber}>
                <span>{variant?.title || bonus.title || bonus.materialNumber}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <p role="status">{open === 1 ? t('openOne') : open > 1 ? t('openMany', { open }) : t('complete')}</p>
      <button type="button" className="button button--primary" disabled={!canConfirm(cart)} onClick={props.onConfirm}>
        {t('confirm')}
      </button>
    </section>
  );
}
