/** The error text for a missing region choice. */
export const pvaRequiredMessage = 'Bitte wählen Sie eine Region aus.';
