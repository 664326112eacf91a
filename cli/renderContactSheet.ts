import { escapeXml } from './tenantSvgs.ts';

/** One screenshot on the contact sheet: which tenant, which step of the funnel, at which viewport width. */
export interface ContactSheetShot {
  readonly tenant: string;
  readonly tenantName: string;
  readonly step: string;
  readonly width: number;
  /** The PNG's path relative to the sheet, or undefined when the step could not be reached (`error` says why). */
  readonly file?: string;
  readonly error?: string;
}

/**
 * The contact sheet as one HTML page: a row per tenant, a column per step and width, each shot labelled
 * with tenant, step and width, so a reviewer compares every brand at once.
 */
export function renderContactSheet(shots: readonly ContactSheetShot[], steps: readonly string[], widths: readonly number[], createdAt: Date): string {
  const tenants = [...new Map(shots.map((shot) => [shot.tenant, shot.tenantName])).entries()];
  const columns = widths.flatMap((width) => steps.map((step) => ({ step, width })));
  const cell = (tenant: string, step: string, width: number) => {
    const shot = shots.find((candidate) => candidate.tenant === tenant && candidate.step === step && candidate.width === width);
    const label = `${escapeXml(tenant)} · ${escapeXml(step)} · ${width} px`;
    const body = shot?.file
      ? `<a href="${escapeXml(shot.file)}"><img src="${escapeXml(shot.file)}" alt="${label}" loading="lazy"></a>`
      : `<p class="missing">${escapeXml(shot?.error ?? 'not taken')}</p>`;
    return `<figure class="w${width}">${body}<figcaption>${label}</figcaption></figure>`;
  };
  const rows = tenants.map(
    ([tenant, name]) =>
      `<section><h2>${escapeXml(name)} <small>(${escapeXml(tenant)})</small></h2><div class="row">${columns
        .map((column) => cell(tenant, column.step, column.width))
        .join('')}</div></section>`,
  );
  return [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>aboflow – Kontaktabzug aller Marken</title>',
    '<style>',
    'body{margin:0;padding:24px;font:14px/1.4 system-ui,sans-serif;background:#e9e9ec;color:#111}',
    'h1{margin:0 0 4px}section{margin:24px 0;padding:16px;background:#fff;border-radius:8px}h2{margin:0 0 12px;font-size:18px}',
    '.row{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}figure{margin:0;flex:none}',
    'figure img{display:block;border:1px solid #bbb}.w375 img{width:188px}figure:not(.w375) img{width:420px}',
    'figcaption{font-size:12px;color:#444;margin-top:4px}.missing{width:188px;height:120px;background:#fde;color:#900;padding:8px;margin:0}',
    '</style></head><body>',
    `<h1>Kontaktabzug: ${tenants.length} Marken × ${steps.length} Schritte × ${widths.length} Breiten</h1>`,
    `<p>Erstellt ${escapeXml(createdAt.toISOString())} mit <code>npm run screenshots</code>.</p>`,
    ...rows,
    '</body></html>',
    '',
  ].join('\n');
}
