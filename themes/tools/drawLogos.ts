/**
 * One-off generator of every tenant's wordmark (`tenants/<key>/assets/logo.svg`) and favicon (`favicon.svg`).
 *
 * The brand name is set in its theme family's OFL web font (from @fontsource) and outlined into SVG path data,
 * so the logo looks the same through `<img>` (which cannot use the page's web fonts) on every machine.
 * The SVGs are committed; run this only when a brand's artwork changes:
 *
 *   npm install --no-save opentype.js@2.0.0 && node themes/tools/drawLogos.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

/** The few opentype.js calls used here (the package is installed only to run this script). */
interface PathCommand {
  readonly type: 'M' | 'L' | 'C' | 'Q' | 'Z';
  readonly x?: number; readonly y?: number; readonly x1?: number; readonly y1?: number; readonly x2?: number; readonly y2?: number;
}
interface Glyph {
  readonly advanceWidth: number;
  getPath(x: number, y: number, size: number): { readonly commands: readonly PathCommand[] };
}
interface Font {
  readonly unitsPerEm: number;
  charToGlyph(char: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
}

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const opentypeName = 'opentype.js';
const opentype = ((await import(opentypeName)) as { default: { parse(buffer: ArrayBuffer): Font } }).default;

function font(pkg: string, weight: number): Font {
  const buffer = readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`));
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}

/** Drawing units per CSS pixel of the 48-px-high logo: whole units at this scale are precise enough and keep a logo under 4 kB. */
const unitsPerPixel = 1.5;

/** A length in drawing units. */
const u = (pixels: number) => Math.round(pixels * unitsPerPixel);

/** Whether a curve's control points lie within 0.7 drawing units of its chord, so a line draws it alike. */
function isFlat(command: PathCommand, x: number, y: number, ex: number, ey: number): boolean {
  const controls = command.type === 'Q' ? [[command.x1!, command.y1!]] : [[command.x1!, command.y1!], [command.x2!, command.y2!]];
  const length = Math.hypot(ex - x, ey - y);
  return controls.every(([cx, cy]) => {
    const [px, py] = [u(cx!), u(cy!)];
    const distance = length === 0 ? Math.hypot(px - x, py - y) : Math.abs((ex - x) * (y - py) - (x - px) * (ey - y)) / length;
    return distance <= 0.7;
  });
}

/** Path data in whole drawing units with relative commands (taken between rounded points, so nothing drifts). */
function pathData(commands: readonly PathCommand[]): string {
  const join = (values: number[]) => values.join(' ').replace(/ -/g, '-');
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const out: string[] = [];
  for (const command of commands) {
    if (command.type === 'Z') {
      out.push('z');
      x = startX;
      y = startY;
      continue;
    }
    const [ex, ey] = [u(command.x!), u(command.y!)];
    if (command.type === 'M') {
      out.push(`m${join([ex - x, ey - y])}`);
      startX = ex;
      startY = ey;
    } else if (command.type === 'L') {
      out.push(ey === y ? `h${ex - x}` : ex === x ? `v${ey - y}` : `l${join([ex - x, ey - y])}`);
    } else if (ex === x && ey === y && isFlat(command, x, y, ex, ey)) {
      continue;
    } else if (isFlat(command, x, y, ex, ey)) {
      out.push(ey === y ? `h${ex - x}` : ex === x ? `v${ey - y}` : `l${join([ex - x, ey - y])}`);
    } else if (command.type === 'Q') {
      out.push(`q${join([u(command.x1!) - x, u(command.y1!) - y, ex - x, ey - y])}`);
    } else {
      out.push(`c${join([u(command.x1!) - x, u(command.y1!) - y, u(command.x2!) - x, u(command.y2!) - y, ex - x, ey - y])}`);
    }
    x = ex;
    y = ey;
  }
  return out.join('');
}

/**
 * Text outlined as path data, its left edge at `x`, baseline at `y`: glyph by glyph with the font's kerning
 * (opentype.js's own text shaping stops at GSUB lookups some of these fonts use).
 */
function outline(face: Font, text: string, x: number, y: number, size: number, letterSpacing = 0): { commands: PathCommand[]; width: number } {
  const scale = size / face.unitsPerEm;
  const commands: PathCommand[] = [];
  let pen = x;
  let previous: Glyph | undefined;
  for (const char of text) {
    const glyph = face.charToGlyph(char);
    if (previous) pen += face.getKerningValue(previous, glyph) * scale;
    commands.push(...glyph.getPath(pen, y, size).commands);
    pen += glyph.advanceWidth * scale + letterSpacing * size;
    previous = glyph;
  }
  return { commands, width: pen - x - letterSpacing * size };
}

/** Text outlined and centred on `cx`. */
function centred(face: Font, text: string, cx: number, y: number, size: number, letterSpacing = 0): string {
  const width = outline(face, text, 0, 0, size, letterSpacing).width;
  return pathData(outline(face, text, cx - width / 2, y, size, letterSpacing).commands);
}

type MarkShape = 'square' | 'rounded' | 'circle' | 'diamond' | 'fir';

/** One brand's artwork: the mark (a shape with initials) and the name on one or two lines. */
interface LogoSpec {
  readonly key: string;
  readonly name: string;
  readonly lines: readonly string[];
  readonly face: Font;
  readonly letterSpacing: number;
  readonly ink: string;
  readonly mark: { readonly shape: MarkShape; readonly initials: string; readonly fill: string; readonly text: string };
  /** The favicon's tile, when the mark's own colours need a backing to be seen on a browser tab. */
  readonly faviconTile?: string;
}

const serif = font('source-serif-4', 700);
const serifSemi = font('source-serif-4', 600);
const inter = font('inter', 800);
const interBold = font('inter', 700);
const merriweather = font('merriweather', 700);
const lora = font('lora', 700);
const markFace = font('inter', 800);

const specs: readonly LogoSpec[] = [
  { key: 'sz', name: 'Süddeutsche Zeitung', lines: ['Süddeutsche Zeitung'], face: serifSemi, letterSpacing: 0, ink: '#14161f', mark: { shape: 'square', initials: 'SZ', fill: '#14161f', text: '#ffffff' } },
  { key: 'stz', name: 'Stuttgarter Zeitung', lines: ['Stuttgarter Zeitung'], face: serif, letterSpacing: 0, ink: '#ffffff', mark: { shape: 'square', initials: 'StZ', fill: '#f2b705', text: '#0b2f66' } },
  { key: 'stn', name: 'Stuttgarter Nachrichten', lines: ['Stuttgarter', 'Nachrichten'], face: serif, letterSpacing: 0.01, ink: '#7b1e3a', mark: { shape: 'circle', initials: 'StN', fill: '#7b1e3a', text: '#ffffff' } },
  { key: 'ez', name: 'Eßlinger Zeitung', lines: ['Eßlinger Zeitung'], face: serif, letterSpacing: 0.01, ink: '#4a3200', mark: { shape: 'rounded', initials: 'EZ', fill: '#7a5200', text: '#fbf6ea' } },
  { key: 'kwz', name: 'Kornwestheimer Zeitung', lines: ['Kornwestheimer', 'Zeitung'], face: interBold, letterSpacing: -0.01, ink: '#0d3336', mark: { shape: 'circle', initials: 'KWZ', fill: '#00707a', text: '#ffffff' } },
  { key: 'maz', name: 'Marbacher Zeitung', lines: ['Marbacher Zeitung'], face: merriweather, letterSpacing: 0, ink: '#fbf1e6', mark: { shape: 'circle', initials: 'MZ', fill: '#e8a33d', text: '#2a1c15' } },
  { key: 'lkz', name: 'Ludwigsburger Kreiszeitung', lines: ['Ludwigsburger', 'Kreiszeitung'], face: inter, letterSpacing: -0.01, ink: '#ffffff', mark: { shape: 'rounded', initials: 'LKZ', fill: '#ffffff', text: '#b3132b' } },
  { key: 'cz', name: 'Cannstatter Zeitung', lines: ['Cannstatter Zeitung'], face: merriweather, letterSpacing: 0, ink: '#3d2766', mark: { shape: 'diamond', initials: 'CZ', fill: '#5b3a8c', text: '#ffffff' } },
  { key: 'kbb', name: 'Kreiszeitung Böblinger Bote', lines: ['Kreiszeitung', 'Böblinger Bote'], face: interBold, letterSpacing: 0, ink: '#ffffff', mark: { shape: 'square', initials: 'BB', fill: '#c2307f', text: '#ffffff' } },
  { key: 'swb', name: 'Schwarzwälder Bote', lines: ['Schwarzwälder Bote'], face: lora, letterSpacing: 0.01, ink: '#fdf8ec', mark: { shape: 'fir', initials: 'SB', fill: '#e0b85a', text: '#16331f' }, faviconTile: '#16331f' },
  { key: 'lz', name: 'Lahrer Zeitung', lines: ['Lahrer Zeitung'], face: lora, letterSpacing: 0.02, ink: '#1f2a33', mark: { shape: 'circle', initials: 'LZ', fill: '#a5472a', text: '#ffffff' } },
];

/** The mark drawn in a `size` square at (x, y). */
function mark(spec: LogoSpec['mark'], x: number, y: number, size: number): string {
  const c = size / 2;
  const letters = spec.initials.length;
  const textSize = size * (letters > 2 ? 0.38 : 0.5);
  const baseline = y + c + textSize * 0.36;
  const initials = `<path fill="${spec.text}" d="${centred(markFace, spec.initials, x + c, baseline, textSize, -0.02)}"/>`;
  switch (spec.shape) {
    case 'square':
      return `<rect x="${u(x)}" y="${u(y)}" width="${u(size)}" height="${u(size)}" fill="${spec.fill}"/>${initials}`;
    case 'rounded':
      return `<rect x="${u(x)}" y="${u(y)}" width="${u(size)}" height="${u(size)}" rx="${u(size * 0.22)}" fill="${spec.fill}"/>${initials}`;
    case 'circle':
      return `<circle cx="${u(x + c)}" cy="${u(y + c)}" r="${u(c)}" fill="${spec.fill}"/>${initials}`;
    case 'diamond':
      return `<rect x="${u(x + size * 0.15)}" y="${u(y + size * 0.15)}" width="${u(size * 0.7)}" height="${u(size * 0.7)}" rx="${u(size * 0.06)}" transform="rotate(45 ${u(x + c)} ${u(y + c)})" fill="${spec.fill}"/>${initials}`;
    case 'fir': {
      // Three tiers of a Black Forest fir and a trunk: the mark needs no letters.
      const w = size;
      const tier = (top: number, half: number, bottom: number) => `M${u(x + c)} ${u(y + top)}L${u(x + c + half)} ${u(y + bottom)}H${u(x + c - half)}Z`;
      const d = [tier(0, w * 0.24, w * 0.36), tier(w * 0.2, w * 0.34, w * 0.62), tier(w * 0.44, w * 0.46, w * 0.88)].join('');
      return `<path fill="${spec.fill}" d="${d}M${u(x + c - w * 0.06)} ${u(y + w * 0.86)}h${u(w * 0.12)}V${u(y + w)}h-${u(w * 0.12)}Z"/>`;
    }
  }
}

function logoSvg(spec: LogoSpec): string {
  const height = 48;
  const markSize = 40;
  const gap = 10;
  const textX = markSize + gap;
  const twoLines = spec.lines.length === 2;
  const size = twoLines ? 20 : 26;
  const baselines = twoLines ? [21, 43] : [33];
  const parts = spec.lines.map((line, index) => outline(spec.face, line, textX, baselines[index]!, size, spec.letterSpacing));
  const width = Math.ceil(textX + Math.max(...parts.map((part) => part.width)) + 2);
  // One path for all lines: relative path data continues from where the previous line ended.
  const d = pathData(parts.flatMap((part) => part.commands));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${u(width)} ${u(height)}" width="${width}" height="${height}" role="img" aria-label="${spec.name}">`,
    `<title>${spec.name}</title>`,
    mark(spec.mark, 0, (height - markSize) / 2, markSize),
    `<path fill="${spec.ink}" d="${d}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

function faviconSvg(spec: LogoSpec): string {
  const tile = spec.faviconTile ? `<rect width="${u(32)}" height="${u(32)}" rx="${u(6)}" fill="${spec.faviconTile}"/>` : '';
  const inset = spec.faviconTile ? 3 : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${u(32)} ${u(32)}" width="32" height="32">`,
    tile + mark(spec.mark, inset, inset, 32 - inset * 2),
    '</svg>',
    '',
  ].join('\n');
}

for (const spec of specs) {
  const dir = join(root, 'tenants', spec.key, 'assets');
  const logo = logoSvg(spec);
  const favicon = faviconSvg(spec);
  writeFileSync(join(dir, 'logo.svg'), logo);
  writeFileSync(join(dir, 'favicon.svg'), favicon);
  console.log(`${spec.key}: logo ${logo.length} B, favicon ${favicon.length} B`);
}
