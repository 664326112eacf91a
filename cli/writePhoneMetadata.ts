// Writes core/orderForm/phoneMetadata.ts, the phone rules of the countries the checkout delivers to.
// Usage: npm run phone-metadata (after adding a country to core/orderForm/postcodeFormats.ts or updating libphonenumber-js).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPhoneMetadataModule } from './renderPhoneMetadataModule.ts';

const file = join(import.meta.dirname, '..', 'core', 'orderForm', 'phoneMetadata.ts');
writeFileSync(file, await renderPhoneMetadataModule());
console.log(`Wrote ${file}`);
