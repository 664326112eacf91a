import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phoneMetadata } from '../core/orderForm/phoneMetadata.ts';
import { postcodeFormats } from '../core/orderForm/postcodeFormats.ts';
import { renderPhoneMetadataModule } from './renderPhoneMetadataModule.ts';

describe('phoneMetadata', () => {
  it('is what `npm run phone-metadata` writes from the installed libphonenumber-js and postcodeFormats', async () => {
    expect(readFileSync(join(import.meta.dirname, '..', 'core', 'orderForm', 'phoneMetadata.ts'), 'utf8')).toBe(await renderPhoneMetadataModule());
  });
  it('has the rules of every delivery country and of no other', () => {
    const { countries } = phoneMetadata as unknown as { countries: Record<string, unknown> };
    expect(Object.keys(countries).sort()).toEqual(Object.keys(postcodeFormats).sort());
  });
});
