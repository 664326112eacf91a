import { describe, expect, it } from 'vitest';
import { deliveryAreaInfo } from './deliveryAreaInfo.ts';
import { tenantDeliveryAreas } from './tenantDeliveryAreas.ts';

describe('deliveryAreaInfo', () => {
  it('has an area for every tenant key of platform.md', () => {
    expect(Object.keys(tenantDeliveryAreas).sort()).toEqual(['cz', 'ez', 'kbb', 'kwz', 'lkz', 'lz', 'maz', 'stn', 'stz', 'swb', 'sz']);
  });

  it('says nothing when carriers deliver to the address', () => {
    expect(deliveryAreaInfo({ country: 'DE', zipCode: '70173' }, 'stz')).toEqual({ mailDeliveryOnly: false, subTitleInfoTextParagraphs: [] });
    expect(deliveryAreaInfo({ zipCode: '77933' }, 'lz').mailDeliveryOnly).toBe(false);
    expect(deliveryAreaInfo({ zipCode: '81677' }, 'sz').mailDeliveryOnly).toBe(false);
  });

  it('offers another edition and postal delivery outside the area', () => {
    const info = deliveryAreaInfo({ country: 'DE', zipCode: '80331' }, 'stz');
    expect(info.mailDeliveryOnly).toBe(true);
    expect(info.subTitleOutLink).toBe('https://www.stuttgarter-zeitung.de/abo-angebote');
    expect(info.subTitleInfoTextParagraphs).toHaveLength(3);
    expect(info.subTitleInfoTextParagraphs[0]).toContain('außerhalb unseres Zustellgebiets');
    expect(info.subTitleInfoTextParagraphs.join(' ')).toContain('mit der Post');
  });

  it('sends Black Forest readers to the reader service instead of a link', () => {
    const info = deliveryAreaInfo({ zipCode: '70173' }, 'swb');
    expect(info.subTitleOutLink).toBeUndefined();
    expect(info.subTitleInfoTextParagraphs.join(' ')).toContain('Leserservice');
  });

  it('delivers by post to post office boxes and abroad', () => {
    expect(deliveryAreaInfo({ postOfficeBox: '104452', postOfficeBoxZipCode: '70039' }, 'stz').mailDeliveryOnly).toBe(true);
    const abroad = deliveryAreaInfo({ country: 'AT', zipCode: '1010' }, 'sz');
    expect(abroad.mailDeliveryOnly).toBe(true);
    expect(abroad.subTitleInfoTextParagraphs[0]).toContain('Ausland');
  });

  it('names the unknown tenant', () => {
    expect(() => deliveryAreaInfo({ zipCode: '70173' }, 'xx')).toThrow(/"xx"/);
  });
});
