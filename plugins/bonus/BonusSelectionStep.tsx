import { useSignals } from '@preact/signals-react/runtime';
import { StepHeading } from '../../core/ui.ts';
import type { StartStepProps } from '../../core/index.ts';
import './bonus.css';
import { BonusTile } from './BonusTile.tsx';
import { bonusCartOf } from './bonusCartOf.ts';
import { changeBonusCart } from './changeBonusCart.ts';
import { isBonusAvailable } from './isBonusAvailable.ts';
import { isBonusInCart } from './isBonusInCart.ts';
import { isCartFull } from './isCartFull.ts';

/** The bonus selection (funnel.md section 2): tiles of the campaign's bonuses; the cart with 'Weiter' is the side-area widget. */
export function BonusSelectionStep({ context }: StartStepProps) {
  useSignals();
  const cart = bonusCartOf(context);
  const today = new Date();
  const full = isCartFull(cart);
  return (
    <div className="bonus-selection">
      <StepHeading>{cart.numberOfBonuses === 1 ? 'Wählen Sie Ihre Prämie' : 'Wählen Sie Ihre Prämien'}</StepHeading>
      <p>
        {cart.numberOfBonuses === 1
          ? 'Zu Ihrem Abo erhalten Sie eine Prämie. Bitte wählen Sie sie aus und klicken Sie im Prämien-Warenkorb auf „Weiter“.'
          : `Zu Ihrem Abo erhalten Sie ${cart.numberOfBonuses} Prämien. Bitte wählen Sie sie aus und klicken Sie im Prämien-Warenkorb auf „Weiter“.`}
      </p>
      <ul className="bonus-tiles">
        {cart.campaignBonuses.map((entry) => (
          <BonusTile
            key={entry.bonus.materialNumber}
            entry={entry}
            inCart={isBonusInCart(cart, entry.bonus.materialNumber)}
            available={entry.fixedBonus || isBonusAvailable(entry, today)}
            cartFull={full}
            onAdd={(variantMaterialNumber) =>
              changeBonusCart(context, { action: 'add', materialNumber: entry.bonus.materialNumber, ...(variantMaterialNumber ? { variantMaterialNumber } : {}) })
            }
            onRemove={() => changeBonusCart(context, { action: 'remove', materialNumber: entry.bonus.materialNumber })}
          />
        ))}
      </ul>
    </div>
  );
}
