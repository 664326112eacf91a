/** The error text for a birth date that is not a real date in d.m.yyyy (funnel.md section 5). */
export const birthDateFormatMessage = 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.';
