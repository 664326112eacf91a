import { describe, expect, it } from 'vitest';
import { renderContactSheet } from './renderContactSheet.ts';

describe('renderContactSheet', () => {
  const html = renderContactSheet(
    [
      { tenant: 'sz', tenantName: 'Süddeutsche Zeitung', step: 'offer', width: 375, file: 'sz-offer-375.png' },
      { tenant: 'sz', tenantName: 'Süddeutsche Zeitung', step: 'offer', width: 1280, file: 'sz-offer-1280.png' },
      { tenant: 'lz', tenantName: 'Lahrer <Zeitung>', step: 'offer', width: 375, error: 'offer: Timeout' },
    ],
    ['offer'],
    [375, 1280],
    new Date('2026-11-25T00:00:00Z'),
  );

  it('shows one labelled shot per tenant, step and width, linked to its PNG', () => {
    expect(html).toContain('<img src="sz-offer-375.png" alt="sz · offer · 375 px" loading="lazy">');
    expect(html).toContain('<figcaption>sz · offer · 1280 px</figcaption>');
    expect(html.match(/<section>/g)).toHaveLength(2);
  });

  it('names a shot that could not be taken and one that is missing, and escapes names', () => {
    expect(html).toContain('<p class="missing">offer: Timeout</p>');
    expect(html).toContain('<p class="missing">not taken</p>');
    expect(html).toContain('Lahrer &lt;Zeitung&gt;');
    expect(html).not.toContain('Lahrer <Zeitung>');
  });
});
