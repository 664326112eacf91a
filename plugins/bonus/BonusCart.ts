import { toIsoDate } from '../../core/index.ts';

/**
 * The bonus cart (funnel.md section 4 "Bonus cart"): the campaign's bonuses, how many the order
 * takes, and the chosen ones (fixed bonuses included). A value; every change returns a new cart.
 */
export interface BonusCart<Entry extends CampaignBonusInput = CampaignBonusInput> {
  readonly campaignBonuses: readonly Entry[];
  readonly numberOfBonuses: number;
  readonly items: readonly BonusCartItem<Entry>[];
}

/** A bonus in the cart: its campaign entry and, for a complex bonus, the chosen variant's material number. */
interface BonusCartItem<Entry extends CampaignBonusInput = CampaignBonusInput> {
  readonly campaignBonus: Entry;
  readonly variantMaterialNumber: string | undefined;
}

/** A campaign bonus entry as the cart reads it (funnel.md section 3); the API's CampaignBonus fits it. */
export interface CampaignBonusInput {
  readonly bonus: BonusInput;
  readonly fixedBonus: boolean;
  /** ISO date (yyyy-MM-dd, optionally followed by a time); the last day the bonus can be chosen. */
  readonly validUntil?: string | null;
}

/** The fields of an order bonus that the cart rules read; the API's OrderBonus fits it. */
interface BonusInput {
  readonly materialNumber: string;
  readonly classification?: string | null;
  readonly cashBonus?: number | null;
  readonly active?: boolean | null;
  readonly invalid?: boolean | null;
  /** First day the bonus may be offered (ISO date). */
  readonly validFrom?: string | null;
  readonly properties?: readonly { readonly name: string }[] | null;
  readonly variants?: readonly BonusVariantInput[] | null;
}

/** The fields of a complex bonus's variant that the cart reads (funnel.md section 3 "Order bonus"). */
export interface BonusVariantInput {
  readonly materialNumber: string;
  /** One value per property; `name`, when sent, names the property the value belongs to. */
  readonly propertyValues: readonly { readonly name?: string | null; readonly value: string }[];
}

/**
 * A new cart for the campaign's bonuses and its numberOfBonuses, holding the fixed bonuses, which
 * are added automatically (funnel.md section 4 "Bonus cart"). Fixed bonuses count towards the
 * number of bonuses.
 */
export function createBonusCart<Entry extends CampaignBonusInput>(
  campaignBonuses: readonly Entry[],
  numberOfBonuses: number,
): BonusCart<Entry> {
  const items = campaignBonuses
    .filter((entry) => entry.fixedBonus)
    .map((entry) => ({ campaignBonus: entry, variantMaterialNumber: undefined }));
  return { campaignBonuses, numberOfBonuses, items };
}

/**
 * Puts a campaign bonus into the cart (funnel.md section 4 "Bonus cart"). A complex bonus needs
 * the material number of one of its variants (see `resolveVariant`); a simple bonus takes none.
 * Returns the same cart unchanged when the bonus is not the campaign's, already in the cart, the
 * cart is full, or the variant is missing, unknown or not expected.
 */
export function addBonus<Entry extends CampaignBonusInput>(
  cart: BonusCart<Entry>,
  materialNumber: string,
  variantMaterialNumber?: string,
): BonusCart<Entry> {
  const campaignBonus = cart.campaignBonuses.find((entry) => entry.bonus.materialNumber === materialNumber);
  if (!campaignBonus || isBonusInCart(cart, materialNumber) || isCartFull(cart)) return cart;
  const { bonus } = campaignBonus;
  if (isComplexBonus(bonus)) {
    const variantKnown = (bonus.variants ?? []).some((variant) => variant.materialNumber === variantMaterialNumber);
    if (!variantKnown) return cart;
  } else if (variantMaterialNumber !== undefined) {
    return cart;
  }
  return { ...cart, items: [...cart.items, { campaignBonus, variantMaterialNumber }] };
}

/** Whether the bonus with this material number is in the cart; a tile is either active or in the cart. */
export function isBonusInCart(cart: BonusCart, materialNumber: string): boolean {
  return cart.items.some((item) => item.campaignBonus.bonus.materialNumber === materialNumber);
}

/** The cart is full when the number of chosen bonuses equals numberOfBonuses (funnel.md section 4). */
export function isCartFull(cart: BonusCart): boolean {
  return cart.items.length === cart.numberOfBonuses;
}

/**
 * A complex (configurable) bonus has a material number starting with K (funnel.md section 3) and
 * variants to choose from; a K-number without variants (e.g. a publisher prefix such as 'KWZ-')
 * has nothing to configure and is added like a simple bonus.
 */
export function isComplexBonus(bonus: { readonly materialNumber: string; readonly variants?: readonly unknown[] | null }): boolean {
  return bonus.materialNumber.startsWith('K') && (bonus.variants?.length ?? 0) > 0;
}

/** When all of the campaign's bonuses are fixed, the cart is confirmed automatically (funnel.md section 4). */
export function isAutoConfirmed(cart: BonusCart): boolean {
  return cart.campaignBonuses.length > 0 && cart.campaignBonuses.every((entry) => entry.fixedBonus);
}

/**
 * The material numbers of the cart for the order request's bonusMatNrs (funnel.md section 3): a
 * complex bonus contributes its chosen variant's material number, any other bonus its own.
 */
export function bonusMatNrs(cart: BonusCart): string[] {
  return cart.items.map((item) => item.variantMaterialNumber ?? item.campaignBonus.bonus.materialNumber);
}

const isoDatePrefix = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether a campaign bonus can be chosen (funnel.md sections 3 and 8 "Bonus no longer available"):
 * not when the bonus is flagged invalid, not when it is inactive (only an explicit false counts),
 * not before the bonus's validFrom day and not after the entry's validUntil day. A date that is
 * not an ISO date counts against the bonus, so a bonus of unknown validity is not offered.
 */
export function isBonusAvailable(entry: CampaignBonusInput, today: Date): boolean {
  if (entry.bonus.invalid === true || entry.bonus.active === false) return false;
  const day = toIsoDate(today);
  if (entry.bonus.validFrom) {
    const firstDay = isoDatePrefix.exec(entry.bonus.validFrom)?.[0];
    if (firstDay === undefined || day < firstDay) return false;
  }
  if (!entry.validUntil) return true;
  const lastDay = isoDatePrefix.exec(entry.validUntil)?.[0];
  return lastDay !== undefined && day <= lastDay;
}

const textFields = ['title', 'label', 'imagePath', 'link', 'linkLabel', 'text', 'textLabel', 'validFrom'] as const;

type BonusTextField = (typeof textFields)[number];

/**
 * The bonus with its null or missing text fields turned into empty strings (platform.md
 * section 3 "Order bonus"). cashBonus, additionalCharges and infoPoints stay as they are, as do
 * the non-text fields (flags, classification, properties, variants).
 */
export function normalizeBonus<Bonus extends { readonly materialNumber: string } & { readonly [Field in BonusTextField]?: string | null }>(
  bonus: Bonus,
): Omit<Bonus, BonusTextField> & { readonly [Field in BonusTextField]: string } {
  const texts = Object.fromEntries(textFields.map((field) => [field, bonus[field] ?? ''])) as {
    [Field in BonusTextField]: string;
  };
  return { ...bonus, ...texts };
}
