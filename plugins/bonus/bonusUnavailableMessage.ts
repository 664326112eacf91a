/** The message for a bonus that can no longer be chosen (funnel.md section 8). */
export const bonusUnavailableMessage = 'Diese Prämie ist leider nicht mehr verfügbar.';
