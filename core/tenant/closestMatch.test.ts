import { describe, expect, it } from 'vitest';
import { closestMatch } from './closestMatch.ts';

describe('closestMatch', () => {
  it.each([
    ['trackingContainerID', ['trackingContainerId', 'hosts'], 'trackingContainerId'],
    ['hots', ['hosts', 'theme', 'texts'], 'hosts'],
    ['biuld', ['build', 'start', 'dev'], 'build'],
    ['sz2', ['sz', 'stz', 'stn'], 'sz'],
    ['regionSelect', ['region', 'advertisingConsent'], undefined],
    ['deploy', ['build', 'start', 'dev'], undefined],
  ])('suggests for "%s" among %j: %s', (word, candidates, expected) => {
    expect(closestMatch(word, candidates)).toBe(expected);
  });
});
