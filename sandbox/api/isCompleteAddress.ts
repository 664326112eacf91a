import type { Address } from '../../core/api/entities/address.ts';

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Street, number, zip and city, or post office box, box zip and box city (funnel.md section 5, completeness). */
export function isCompleteAddress(address: Address | null | undefined): boolean {
  if (!address) return false;
  const street = filled(address.street) && filled(address.streetNumber) && filled(address.zipCode) && filled(address.city);
  const box = filled(address.postOfficeBox) && filled(address.postOfficeBoxZipCode) && filled(address.postOfficeBoxCity);
  return street || box;
}
