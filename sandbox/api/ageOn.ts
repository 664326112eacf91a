/** Full years between an ISO birth date and a day. */
export function ageOn(birthDate: string, day: Date): number {
  const [year, month, date] = birthDate.split('-').map(Number) as [number, number, number];
  let age = day.getFullYear() - year;
  if (day.getMonth() + 1 < month || (day.getMonth() + 1 === month && day.getDate() < date)) age -= 1;
  return age;
}
