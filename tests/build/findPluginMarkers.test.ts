import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPluginMarkers } from './findPluginMarkers.ts';
import { listPluginFolders } from './listPluginFolders.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const temp = mkdtempSync(join(tmpdir(), 'aboflow-markers-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('findPluginMarkers', () => {
  it('finds the markers a minified bundle keeps as string literals', () => {
    const bundle = 'var e="aboflow-plugin:gift",t={kind:"plugin",id:"gift",marker:e};(()=>{const n={marker:"aboflow-plugin:young-adult"}})();';
    expect(findPluginMarkers([bundle])).toEqual(new Set(['gift', 'young-adult']));
  });

  it('reads ids whole: "bonus" is not found inside "bonus-cart" and vice versa', () => {
    expect(findPluginMarkers(["x='aboflow-plugin:bonus-cart'"])).toEqual(new Set(['bonus-cart']));
    expect(findPluginMarkers(['x="aboflow-plugin:bonus"'])).toEqual(new Set(['bonus']));
  });

  it('finds nothing in a bundle without plugins, even if it names them otherwise', () => {
    expect(findPluginMarkers(['const id="gift";const label="aboflow plugin gift";', ''])).toEqual(new Set());
  });

  it('collects markers across several files', () => {
    expect(findPluginMarkers(['a="aboflow-plugin:region"', 'b="aboflow-plugin:lwl"'])).toEqual(new Set(['region', 'lwl']));
  });
});

describe('listPluginFolders', () => {
  it('reads each plugin folder’s marker from its index.ts and skips folders without one', () => {
    const root = join(temp, 'plugins');
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('gift/index.ts', "export const pluginMarker = 'aboflow-plugin:gift';\n");
    write('cash-bonus/index.ts', "export const pluginMarker = 'aboflow-plugin:cashBonus';\n");
    write('region/index.ts', 'export function region() {}\n');
    write('draft/helper.ts', 'export const x = 1;\n');
    expect(listPluginFolders(root)).toEqual([
      { folder: 'cash-bonus', markerId: 'cashBonus', markerCount: 1 },
      { folder: 'gift', markerId: 'gift', markerCount: 1 },
      { folder: 'region', markerId: undefined, markerCount: 0 },
    ]);
  });
});

describe('requireBuiltBundle', () => {
  it('fails with a message that says to build first when the bundle is missing', () => {
    expect(() => requireBuiltBundle(join(temp, 'dist'), 'sz')).toThrow(/run "npm run build" first/);
  });

  it('returns the bundle folder when its index.html exists', () => {
    mkdirSync(join(temp, 'dist', 'sz'), { recursive: true });
    writeFileSync(join(temp, 'dist', 'sz', 'index.html'), '<html></html>');
    expect(requireBuiltBundle(join(temp, 'dist'), 'sz')).toBe(join(temp, 'dist', 'sz'));
  });
});
