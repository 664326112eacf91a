const labels: ReadonlyMap<string, string> = new Map([
  ['CASH', 'Barprämie'],
  ['MILES_AND_MORE', 'Miles&More Prämie'],
  ['NON_MONETARY', 'Sachprämie'],
]);

/** The German label of a bonus classification (funnel.md section 3); '' for none or an unknown one. */
export function classificationLabel(classification: string | null | undefined): string {
  return labels.get(classification ?? '') ?? '';
}
