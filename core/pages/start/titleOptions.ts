import type { SelectOption } from '../../ui/SelectField.tsx';

/** Academic titles; '00' means none (funnel.md section 3). The codes follow the customer system's title keys. */
export const titleOptions: readonly SelectOption[] = [
  { value: '00', label: 'Kein Titel' },
  { value: '01', label: 'Dr.' },
  { value: '02', label: 'Prof.' },
  { value: '03', label: 'Prof. Dr.' },
  { value: '04', label: 'Dr. Dr.' },
  { value: '05', label: 'Dr. med.' },
  { value: '06', label: 'Dr.-Ing.' },
  { value: '07', label: 'Dipl.-Ing.' },
  { value: '08', label: 'Dipl.-Kfm.' },
  { value: '09', label: 'Mag.' },
];
