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
