import type { CampaignBonusInput } from './BonusCart.ts';

/** Campaign bonus entries shared by the cart tests (test data only). */
export const cartFixtures = {
  fixedBook: { bonus: { materialNumber: '100', classification: 'NON_MONETARY' }, fixedBonus: true },
  umbrella: { bonus: { materialNumber: '200', classification: 'NON_MONETARY' }, fixedBonus: false },
  cash: { bonus: { materialNumber: '300', classification: 'CASH', cashBonus: 50 }, fixedBonus: false },
  miles: { bonus: { materialNumber: '400', classification: 'MILES_AND_MORE' }, fixedBonus: false },
  shirt: {
    bonus: {
      materialNumber: 'K500',
      classification: 'NON_MONETARY',
      properties: [{ name: 'Größe' }, { name: 'Farbe' }],
      variants: [
        {
          materialNumber: '501',
          propertyValues: [
            { name: 'Größe', value: 'M' },
            { name: 'Farbe', value: 'Blau' },
          ],
        },
        {
          materialNumber: '502',
          propertyValues: [
            { name: 'Größe', value: 'L' },
            { name: 'Farbe', value: 'Blau' },
          ],
        },
      ],
    },
    fixedBonus: false,
  },
} satisfies Record<string, CampaignBonusInput>;
