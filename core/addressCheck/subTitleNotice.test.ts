import { describe, expect, it } from 'vitest';
import { subTitleNotice } from './subTitleNotice.ts';

const outside = { subTitleInfoTextParagraphs: ['Außerhalb des Zustellgebiets.', 'Postzustellung möglich.'], subTitleOutLink: 'https://example.de/ausgaben' };

describe('subTitleNotice', () => {
  it('opens for print with the service\'s paragraphs and out-link', () => {
    expect(subTitleNotice(outside, 'P', 'Ersatz')).toEqual({ paragraphs: ['Außerhalb des Zustellgebiets.', 'Postzustellung möglich.'], outLink: 'https://example.de/ausgaben' });
  });
  it('never opens for magazines or digital products', () => {
    expect(subTitleNotice(outside, 'M', 'Ersatz')).toBeUndefined();
    expect(subTitleNotice(outside, 'D', 'Ersatz')).toBeUndefined();
  });
  it('takes the tenant\'s fallback text when the service sends an out-link without paragraphs', () => {
    expect(subTitleNotice({ subTitleInfoTextParagraphs: [' '], subTitleOutLink: 'https://example.de/ausgaben' }, 'P', 'Ersatz')).toEqual({
      paragraphs: ['Ersatz'],
      outLink: 'https://example.de/ausgaben',
    });
  });
  it('stays closed when the answer says nothing about delivery', () => {
    expect(subTitleNotice({}, 'P', 'Ersatz')).toBeUndefined();
    expect(subTitleNotice({ subTitleInfoTextParagraphs: [], subTitleOutLink: null }, 'P', 'Ersatz')).toBeUndefined();
  });
});
