const names: Readonly<Record<string, string>> = { '01': 'jährlich', '02': 'halbjährlich', '04': 'vierteljährlich', '12': 'monatlich' };

/** The German name of a billing frequency code (platform.md sections 3 and 9: 01, 02, 04, 12); the code itself when unknown. */
export function billingFrequencyName(code: string | null | undefined): string {
  if (!code) return '';
  return names[code] ?? code;
}
