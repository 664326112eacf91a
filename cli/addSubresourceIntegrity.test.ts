import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addSubresourceIntegrity, sha384Integrity } from './addSubresourceIntegrity.ts';

const files: Record<string, string> = {
  '/static/js/index.js': 'console.log("index");',
  '/static/js/pre.js': 'console.log("pre");',
  '/static/css/index.css': 'body{margin:0}',
};
const read = (url: string) => (url in files ? Buffer.from(files[url]!) : undefined);

describe('addSubresourceIntegrity', () => {
  it('is the base64 sha384 digest with its prefix', () => {
    expect(sha384Integrity('abc')).toBe(`sha384-${createHash('sha384').update('abc').digest('base64')}`);
  });

  it('marks scripts, stylesheets and module preloads, and leaves chunk preloads, fonts, inline scripts and foreign files alone', () => {
    const html = [
      '<script>window.early = 1;</script>',
      '<script defer src="/static/js/index.js"></script>',
      '<link rel="modulepreload" href="/static/js/pre.js">',
      '<link href="/static/css/index.css" rel="stylesheet" />',
      '<link href="/static/font/a.woff2" rel="preload" as="font" crossorigin="">',
      '<script src="https://consent.example/consent.js"></script>',
      '<link rel="preload" as="script" href="/static/js/index.js">',
      '<link rel="preload" as="script" href="/static/js/index.js" crossorigin="anonymous" fetchpriority="low" data-entry-script>',
    ].join('\n');
    const lines = addSubresourceIntegrity(html, read).split('\n');
    expect(lines[0]).toBe('<script>window.early = 1;</script>');
    expect(lines[1]).toBe(
      `<script defer src="/static/js/index.js" integrity="${sha384Integrity(files['/static/js/index.js']!)}" crossorigin="anonymous"></script>`,
    );
    expect(lines[2]).toBe(
      `<link rel="modulepreload" href="/static/js/pre.js" integrity="${sha384Integrity(files['/static/js/pre.js']!)}" crossorigin="anonymous">`,
    );
    expect(lines[3]).toBe(
      `<link href="/static/css/index.css" rel="stylesheet" integrity="${sha384Integrity(files['/static/css/index.css']!)}" crossorigin="anonymous" />`,
    );
    expect(lines[4]).toBe('<link href="/static/font/a.woff2" rel="preload" as="font" crossorigin="">');
    expect(lines[5]).toBe('<script src="https://consent.example/consent.js"></script>');
    // The chunk loader fetches a preloaded chunk without integrity or CORS; a preload with either would go unused.
    expect(lines[6]).toBe('<link rel="preload" as="script" href="/static/js/index.js">');
    // An entry script's preload is consumed by the loader's script element, which carries integrity and CORS.
    expect(lines[7]).toBe(
      `<link rel="preload" as="script" href="/static/js/index.js" crossorigin="anonymous" fetchpriority="low" data-entry-script integrity="${sha384Integrity(files['/static/js/index.js']!)}">`,
    );
  });

  it('keeps an existing integrity and is idempotent', () => {
    const once = addSubresourceIntegrity('<script src="/static/js/index.js"></script>', read);
    expect(addSubresourceIntegrity(once, read)).toBe(once);
    expect(once.match(/integrity=/g)).toHaveLength(1);
  });
});
