import { describe, expect, it, vi } from 'vitest';
import { defineTheme } from '../theme/defineTheme.ts';
import { themeCustomProperties, whenLoadedAndIdle } from './applyTenantDocument.ts';

const colors = {
  text: '#111111', textMuted: '#444444', background: '#ffffff', surface: '#f5f5f5', border: '#767676',
  primary: '#003366', onPrimary: '#ffffff', primaryHover: '#002244', accent: '#003366', link: '#003366', focus: '#b35900', headerFocus: '#b35900',
  error: '#b00020', errorSurface: '#fdecea', success: '#1b5e20', successSurface: '#e8f5e9',
  headerBackground: '#ffffff', headerText: '#111111', footerBackground: '#222222', footerText: '#ffffff',
};

describe('themeCustomProperties', () => {
  it('turns every token into a kebab-cased custom property', () => {
    const theme = defineTheme({
      name: 'test',
      tokens: { colors, fonts: { body: 'serif', heading: 'sans-serif' }, radius: '4px', spacing: '8px', maxContentWidth: '70rem' },
    });
    const properties = themeCustomProperties(theme.tokens);
    expect(properties['--color-on-primary']).toBe('#ffffff');
    expect(properties['--color-header-background']).toBe('#ffffff');
    expect(properties['--font-heading']).toBe('sans-serif');
    expect(properties['--max-content-width']).toBe('70rem');
    expect(Object.keys(properties).filter((key) => key.startsWith('--color-'))).toHaveLength(Object.keys(colors).length);
  });
});

describe('whenLoadedAndIdle', () => {
  /** A window whose load event and idle time come when the test says so. */
  function pageIn(readyState: DocumentReadyState) {
    const listeners: (() => void)[] = [];
    const target = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') listeners.push(listener);
      },
    };
    const load = () => {
      for (const listener of listeners.splice(0)) listener();
    };
    return { target, load };
  }

  it('waits for the load event and then for the browser to be idle', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    try {
      const page = pageIn('interactive');
      const task = vi.fn();
      whenLoadedAndIdle(page.target as never, task);
      await vi.advanceTimersByTimeAsync(5000);
      expect(task).not.toHaveBeenCalled();
      page.load();
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it("waits for the browser's next frame after the idle time, and for idle time again, before the task", async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    try {
      const task = vi.fn();
      whenLoadedAndIdle(pageIn('complete').target as never, task);
      // No frame drawn (a hidden tab): the task waits.
      await vi.advanceTimersByTimeAsync(5000);
      expect(frames).toHaveLength(1);
      expect(task).not.toHaveBeenCalled();
      frames.shift()!();
      await vi.advanceTimersByTimeAsync(5);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('waits only for idle time on a page that has loaded', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    try {
      const task = vi.fn();
      whenLoadedAndIdle(pageIn('complete').target as never, task);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
