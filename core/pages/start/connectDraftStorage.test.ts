import { describe, expect, it } from 'vitest';
import { connectDraftStorage } from './connectDraftStorage.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('connectDraftStorage', () => {
  it('keeps the typed pair once, across a reload', () => {
    const storage = memoryStorage();
    connectDraftStorage.write(storage, { gpNr: '3000000101', name: 'Schmid', reason: 'wrongNumber' });
    expect(connectDraftStorage.take(storage)).toEqual({ gpNr: '3000000101', name: 'Schmid', reason: 'wrongNumber' });
    expect(connectDraftStorage.take(storage)).toBeUndefined();
  });

  it('ignores what it did not write itself, and cuts over-long fields', () => {
    const storage = memoryStorage();
    for (const text of ['{', 'null', '"x"', '{"gpNr":1,"name":"A","reason":"login"}', '{"gpNr":"1","name":"A","reason":"other"}']) {
      storage.setItem('aboflowConnectDraft', text);
      expect(connectDraftStorage.take(storage)).toBeUndefined();
    }
    storage.setItem('aboflowConnectDraft', JSON.stringify({ gpNr: '3'.repeat(50), name: 'N'.repeat(99), reason: 'login' }));
    expect(connectDraftStorage.take(storage)).toEqual({ gpNr: '3'.repeat(10), name: 'N'.repeat(35), reason: 'login' });
  });
});
