const textFields = ['title', 'label', 'imagePath', 'link', 'linkLabel', 'text', 'textLabel', 'validFrom'] as const;

type BonusTextField = (typeof textFields)[number];

/**
 * The bonus with its null or missing text fields turned into empty strings (platform.md
 * section 3 "Order bonus"). cashBonus, additionalCharges and infoPoints stay as they are, as do
 * the non-text fields (flags, classification, properties, variants).
 */
export function normalizeBonus<
  Bonus extends { readonly materialNumber: string } & { readonly [Field in BonusTextField]?: string | null },
>(
  bonus: Bonus,
): Omit<Bonus, BonusTextField> & { readonly [Field in BonusTextField]: string } {
  const texts = Object.fromEntries(textFields.map((field) => [field, bonus[field] ?? ''])) as {
    [Field in BonusTextField]: string;
  };
  return { ...bonus, ...texts };
}
