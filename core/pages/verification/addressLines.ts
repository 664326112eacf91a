import type { i18n } from 'i18next';
import type { AddressInput } from '../../api/entities/addressInput.ts';
import { translate } from '../../i18n/translate.ts';
import { titleOptions } from '../start/titleOptions.ts';
import { addressTexts } from './verificationTexts.ts';

const salutations: Readonly<Record<string, string>> = { '02': 'Herr', '03': 'Frau' };

// '00' is "no title"; an unknown code is shown as it came rather than dropped.
function titleLabel(code: string | null | undefined): string | undefined {
  if (!code || code === '00') return undefined;
  return titleOptions.find((option) => option.value === code)?.label ?? code;
}

function joined(...parts: (string | null | undefined)[]): string {
  return parts.map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
}

/**
 * An address as summary lines (funnel.md section 3, "Address"): salutation, title and name, company, street or post
 * office box, additions, zip and city, and the country's name when it is not Germany. The post office box line is
 * worded by the tenant's i18n instance.
 */
export function addressLines(address: AddressInput, countries: Readonly<Record<string, string>>, i18n: i18n): string[] {
  const box = address.postOfficeBox?.trim();
  const lines = [
    joined(salutations[address.salutation ?? ''], titleLabel(address.title), address.firstName, address.lastName),
    joined(address.companyName),
    joined(address.companySuffix1, address.companySuffix2, address.companySuffix3),
    box ? translate(i18n, addressTexts, 'postOfficeBox', { postOfficeBox: box }) : joined(address.street, address.streetNumber),
    box ? '' : joined(address.additionalInfo, address.addressAddition),
    box ? joined(address.postOfficeBoxZipCode, address.postOfficeBoxCity) : joined(address.zipCode, address.city),
    address.country && address.country !== 'DE' ? (countries[address.country] ?? address.country) : '',
  ];
  return lines.filter((line) => line !== '');
}
