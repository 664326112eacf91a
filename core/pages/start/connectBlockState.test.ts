import { describe, expect, it } from 'vitest';
import { connectBlockState } from './connectBlockState.ts';
import { connectResultStorage } from './connectResultStorage.ts';

describe('connectBlockState', () => {
  it('maps every result code of platform.md section 4', () => {
    expect(connectBlockState('SUCCESS')).toEqual({ kind: 'success' });
    expect(connectBlockState('SUCCESS_CSV')).toEqual({ kind: 'success' });
    expect(connectBlockState('WRONG_GP_NUMBER')).toEqual({ kind: 'wrongNumber' });
    expect(connectBlockState('HAS_SUID')).toEqual({ kind: 'error', textKey: 'hasSuid' });
    expect(connectBlockState('GP_LOCKED')).toEqual({ kind: 'error', textKey: 'locked' });
    expect(connectBlockState('NO_GP_NUMBER')).toEqual({ kind: 'error', textKey: 'error' });
    expect(connectBlockState('FAILURE')).toEqual({ kind: 'error', textKey: 'error' });
  });
});

describe('connectResultStorage', () => {
  it('hands the result over once and ignores unknown values', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    connectResultStorage.write(storage, 'HAS_SUID');
    expect(connectResultStorage.take(storage)).toBe('HAS_SUID');
    expect(connectResultStorage.take(storage)).toBeUndefined();
    values.set('aboflowConnectResult', '<script>');
    expect(connectResultStorage.take(storage)).toBeUndefined();
  });
});
