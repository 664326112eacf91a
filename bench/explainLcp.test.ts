import { describe, expect, it } from 'vitest';
import { describeNode } from './explainLcp.ts';

describe('describeNode', () => {
  it('names a request by its type, priority, size and path, without the origin', () => {
    const node = {
      type: 'network',
      request: {
        url: 'https://sz.localhost:4173/static/js/lib-react.a1.js',
        resourceType: 'Script',
        priority: 'Low',
        transferSize: 58_760,
      },
    };
    expect(describeNode(node, { startTime: 1051.4, endTime: 1351.2 })).toBe('1051–1351 ms  Script Low 58.8 kB /static/js/lib-react.a1.js');
  });

  it('names a main-thread task by its length, its paint-related events and the scripts it ran', () => {
    const node = {
      type: 'cpu',
      duration: 25_400,
      childEvents: [
        { name: 'EvaluateScript', args: { data: { url: 'https://sz.localhost:4173/static/js/index.b2.js' } } },
        { name: 'Layout' },
        { name: 'Layout' },
        { name: 'V8.GC' },
      ],
    };
    expect(describeNode(node, { startTime: 1651, endTime: 1701 })).toBe(
      '1651–1701 ms  main thread 25 ms EvaluateScript,Layout (index.b2.js)',
    );
  });
});
