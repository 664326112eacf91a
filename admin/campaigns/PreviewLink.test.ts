import { describe, expect, it } from 'vitest';
import { campaignPreviewUrl } from './PreviewLink.tsx';

describe('campaignPreviewUrl', () => {
  it('opens the reader order page of the campaign for the tenant and asks for the preview', () => {
    expect(campaignPreviewUrl('sz', 'SZ-DIGITAL-STANDARD')).toBe('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD&tenant=sz&preview=true');
  });

  it('encodes ids with reserved characters', () => {
    expect(campaignPreviewUrl('sz', 'A&B C')).toBe('/neubestellung/abo/?wa=A%26B+C&tenant=sz&preview=true');
  });
});
