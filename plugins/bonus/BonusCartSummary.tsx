import { useId } from 'react';
import type { CampaignBonus } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';
import { canConfirm } from './canConfirm.ts';

/** The bonus cart: the chosen bonuses, how many are still open, and 'Weiter', which confirms a complete cart. */
export function BonusCartSummary(props: { readonly cart: BonusCart<CampaignBonus>; readonly onConfirm: () => void }) {
  const { cart } = props;
  const titleId = useId();
  const open = cart.numberOfBonuses - cart.items.length;
  return (
    <section className="bonus-cart" aria-labelledby={titleId}>
      <h2 id={titleId}>Ihre Prämienauswahl</h2>
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
        <p>Noch keine Prämie ausgewählt.</p>
      )}
      <p role="status">{open > 0 ? `Bitte wählen Sie noch ${open === 1 ? 'eine Prämie' : `${open} Prämien`} aus.` : 'Ihre Auswahl ist vollständig.'}</p>
      <button type="button" className="button button--primary" disabled={!canConfirm(cart)} onClick={props.onConfirm}>
        Weiter
      </button>
    </section>
  );
}
