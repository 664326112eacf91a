import { useSignals } from '@preact/signals-react/runtime';
import { StepHeading, useTexts } from '../../core/ui.ts';
import type { StartStepProps } from '../../core/index.ts';
import { bonusCartOf } from './BonusSelectionState.ts';
import { bonusSelectionTexts } from './bonusSelectionTexts.ts';
import { changeBonusCart } from './changeBonusCart.ts';
import { isBonusAvailable, isBonusInCart, isCartFull } from './BonusCart.ts';
import './bonus.css';
import { BonusTile } from './BonusTile.tsx';

/** The bonus selection (funnel.md section 2): tiles of the campaign's bonuses; the cart with 'Weiter' is the side-area widget. */
export function BonusSelectionStep({ context }: StartStepProps) {
  useSignals();
  const t = useTexts(bonusSelectionTexts);
  const cart = bonusCartOf(context);
  const today = new Date();
  const full = isCartFull(cart);
  return (
    <div className="bonus-selection">
      <StepHeading>{cart.numberOfBonuses === 1 ? t('headingOne') : t('headingMany')}</StepHeading>
      <p>{cart.numberOfBonuses === 1 ? t('introOne') : t('introMany', { number: cart.numberOfBonuses })}</p>
      <ul className="bonus-tiles">
        {cart.campaignBonuses.map((entry) => (
          <BonusTile
            key={entry.bonus.materialNumber}
            entry={entry}
            inCart={isBonusInCart(cart, entry.bonus.materialNumber)}
            available={entry.fixedBonus || isBonusAvailable(entry, today)}
            cartFull={full}
            onAdd={(variantMaterialNumber) =>
              changeBonusCart(context, {
                action: 'add',
                materialNumber: entry.bonus.materialNumber,
                ...(variantMaterialNumber ? { variantMaterialNumber } : {}),
              })
            }
            onRemove={() => changeBonusCart(context, { action: 'remove', materialNumber: entry.bonus.materialNumber })}
          />
        ))}
      </ul>
    </div>
  );
}
