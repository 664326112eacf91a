import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listPluginFolders } from './listPluginFolders.ts';

const temp = mkdtempSync(join(tmpdir(), 'aboflow-plugin-folders-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('listPluginFolders', () => {
  it('reads the id each plugin folder’s index.ts gives definePlugin, and counts a second one', () => {
    const root = join(temp, 'plugins');
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('gift/index.ts', "export function gift() {\n  return definePlugin({\n    id: 'gift',\n    contributes: [] });\n}\n");
    write('cash-bonus/index.ts', "const a = definePlugin({ id: 'cash-bonus', contributes: [] });\nconst b = definePlugin({ id: 'other', contributes: [] });\n");
    write('region/index.ts', 'export function region() {}\n');
    write('draft/helper.ts', 'export const x = 1;\n');
    expect(listPluginFolders(root)).toEqual([
      { folder: 'cash-bonus', id: 'cash-bonus', idCount: 2 },
      { folder: 'gift', id: 'gift', idCount: 1 },
      { folder: 'region', id: undefined, idCount: 0 },
    ]);
  });
});
