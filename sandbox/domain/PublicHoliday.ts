/** A statutory public holiday: ISO date yyyy-MM-dd and its German name. */
export type PublicHoliday = {
  readonly date: string;
  readonly name: string;
};
