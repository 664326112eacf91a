import type { BonusVariantInput } from './BonusCart.ts';

/**
 * The variant of a complex bonus for the chosen property values, keyed by property name
 * (funnel.md section 4: every property must be chosen before a variant is selected). Undefined
 * while a property has no value or when no variant matches all chosen values. A variant's value
 * for a property is the one carrying the property's name, or, when the values carry no names, the
 * one at the property's position.
 */
export function resolveVariant<Variant extends BonusVariantInput>(
  bonus: {
    readonly properties?: readonly { readonly name: string }[] | null;
    readonly variants?: readonly Variant[] | null;
  },
  chosenValues: Readonly<Record<string, string | undefined>>,
): Variant | undefined {
  const properties = bonus.properties ?? [];
  if (!isEveryPropertyChosen(bonus, chosenValues)) return undefined;
  const matches = (variant: Variant) =>
    properties.every((property, index) => {
      const named = variant.propertyValues.some((propertyValue) => propertyValue.name);
      const value = named
        ? variant.propertyValues.find((propertyValue) => propertyValue.name === property.name)
        : variant.propertyValues[index];
      return value?.value === chosenValues[property.name];
    });
  return (bonus.variants ?? []).find(matches);
}

/**
 * Whether every property of a complex bonus has a chosen value, keyed by property name; only then
 * can a variant be selected (funnel.md section 4 "Bonus cart").
 */
export function isEveryPropertyChosen(
  bonus: { readonly properties?: readonly { readonly name: string }[] | null },
  chosenValues: Readonly<Record<string, string | undefined>>,
): boolean {
  return (bonus.properties ?? []).every((property) => Boolean(chosenValues[property.name]));
}
