/** When delivery can start (funnel.md section 3); all dates ISO yyyy-MM-dd. */
export type DeliveryDateInfo = {
  readonly earliestDate: string;
  /** Sundays and public holidays of the coming 90 days. */
  readonly invalidDates: string[];
  /** A magazine's release days of the coming 90 days; empty for print and digital. */
  readonly releaseCalendar: string[];
};
