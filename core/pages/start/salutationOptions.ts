import type { SelectOption } from '../../ui/SelectField.tsx';

/**
 * Salutation codes of funnel.md section 3: 00 please choose, 02 Herr, 03 Frau, 05 Neutral, 04 Firma.
 * The neutral code reads "Divers", the word German forms use since the third gender entry of 2018.
 */
export const salutationOptions: readonly SelectOption[] = [
  { value: '00', label: 'Bitte wählen' },
  { value: '02', label: 'Herr' },
  { value: '03', label: 'Frau' },
  { value: '05', label: 'Divers' },
  { value: '04', label: 'Firma' },
];
