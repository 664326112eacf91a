import type { SelectOption } from '../../ui/SelectField.tsx';

/** Salutation codes of funnel.md section 3: 00 please choose, 02 Herr, 03 Frau, 05 Neutral, 04 Firma. */
export const salutationOptions: readonly SelectOption[] = [
  { value: '00', label: 'Bitte wählen' },
  { value: '02', label: 'Herr' },
  { value: '03', label: 'Frau' },
  { value: '05', label: 'Neutral' },
  { value: '04', label: 'Firma' },
];
