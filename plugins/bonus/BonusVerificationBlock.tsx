import type { FunnelContext } from '../../core/index.ts';
import { useTexts, VerificationBlock } from '../../core/ui.ts';
import { additionalChargesText, bonusLabelTexts, bonusVerificationTexts, classificationLabel } from './bonusLabelTexts.ts';
import { bonusCartConfirmedState, bonusCartOf, hasBonuses } from './BonusSelectionState.ts';
import { isAutoConfirmed } from './BonusCart.ts';

// Changing the bonuses opens the bonus selection again with the cart as it is.
const reopenBonusSelection = (context: FunnelContext) => bonusCartConfirmedState.write(context.store, false);

/**
 * The chosen bonuses on the check page: each with its kind, the chosen variant's properties and
 * its extra charge, and 'Prämie ändern' back to the bonus selection, unless every bonus is fixed.
 */
export function BonusVerificationBlock({ context }: { readonly context: FunnelContext }) {
  const t = useTexts(bonusVerificationTexts);
  const labels = useTexts(bonusLabelTexts);
  if (!hasBonuses(context)) return null;
  const cart = bonusCartOf(context);
  if (cart.items.length === 0) return null;
  const several = cart.items.length > 1;
  return (
    <VerificationBlock
      context={context}
      heading={several ? t('headingMany') : t('headingOne')}
      edit={
        isAutoConfirmed(cart) ? undefined : { route: 'Start', prepare: reopenBonusSelection, label: several ? t('editMany') : t('editOne') }
      }
    >
      {cart.items.map(({ campaignBonus: { bonus, fixedBonus }, variantMaterialNumber }) => {
        const variant = bonus.variants?.find((candidate) => candidate.materialNumber === variantMaterialNumber);
        const properties = (variant?.propertyValues ?? [])
          .map((property) => (property.name ? `${property.name}: ${property.value}` : property.value))
          .join(', ');
        const charge = additionalChargesText(variant?.additionalCharges ?? bonus.additionalCharges, labels);
        return [
          <dt key={`${bonus.materialNumber}-kind`}>{classificationLabel(bonus.classification, labels) || bonus.label || t('kind')}</dt>,
          <dd key={`${bonus.materialNumber}-value`}>
            <span className="summary-list__line">{bonus.title || bonus.materialNumber}</span>
            {properties ? <span className="summary-list__line">{properties}</span> : null}
            {charge ? <span className="summary-list__line">{charge}</span> : null}
            {fixedBonus ? <span className="summary-list__line">{t('fixed')}</span> : null}
          </dd>,
        ];
      })}
    </VerificationBlock>
  );
}
