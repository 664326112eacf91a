/** The group's usual service hours (Mon–Fri 07:00–17:00, Sat 07:30–12:00); one publisher keeps longer ones (spec platform.md section 8). */
export const standardServiceHours = {
  weekdays: { from: '07:00', to: '17:00' },
  saturday: { from: '07:30', to: '12:00' },
} as const;
