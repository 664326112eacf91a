import { describe, expect, it } from 'vitest';
import { browserCommand } from './openInBrowser.ts';

const url = 'http://localhost:8080/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD';

describe('browserCommand', () => {
  it('prefers $BROWSER, then the platform’s opener', () => {
    expect(browserCommand(url, 'linux', { BROWSER: 'firefox' })).toEqual({ command: 'firefox', args: [url] });
    expect(browserCommand(url, 'linux', {})).toEqual({ command: 'xdg-open', args: [url] });
    expect(browserCommand(url, 'darwin', {})).toEqual({ command: 'open', args: [url] });
  });

  it('escapes the & of the query for cmd on Windows, so the whole URL opens', () => {
    expect(browserCommand(url, 'win32', {}).args.at(-1)).toBe('http://localhost:8080/neubestellung/abo/?tenant=sz^&wa=SZ-DIGITAL-STANDARD');
  });
});
