/** The loyalty number check of funnel.md section 5 (a Luhn check digit); empty is allowed. */
export function isValidMmNumber(value: string): boolean {
  if (value === '') return true;
  if (!/^\d+$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits.reverse().reduce((total, digit, index) => {
    const product = index % 2 === 0 ? digit * 2 : digit;
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (Math.ceil(sum / 10) * 10 - sum) === check;
}
