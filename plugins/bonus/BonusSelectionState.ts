import { array, object, optional, string, type Infer } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

const bonusSelection = object({
  items: array(object({ materialNumber: string(), variantMaterialNumber: optional(string()) })),
});

/**
 * What the bonus plugin keeps in the funnel store: the chosen bonuses by material number, with the chosen variant
 * of a complex bonus. Other plugins (cash bonus, loyalty, lwl) read the cart through core's `chosenBonuses`.
 */
export type BonusSelectionState = Infer<typeof bonusSelection>;

/** The bonus plugin's chosen bonuses; the cart's material numbers are also core's `store.bonusCart`. */
export const bonusSelectionState = definePluginState({ id: 'bonus', schema: bonusSelection, persisted: false });
