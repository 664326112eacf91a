import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows: enough to tell a visible focus ring from none. */
interface FocusState {
  readonly description: string;
  readonly focusVisible: boolean;
  readonly outlineStyle: string;
  readonly outlineWidth: number;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, and checks at every stop on the way that the
 * focus is visible: the element matches `:focus-visible` and draws an outline of at least 2px.
 */
export async function tabTo(page: Page, target: Locator, options: { readonly backwards?: boolean; readonly maxPresses?: number } = {}): Promise<void> {
  const maxPresses = options.maxPresses ?? 40;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const state = await page.evaluate((): FocusState | undefined => {
      const element = document.activeElement;
      if (!element || element === document.body) return undefined;
      const style = getComputedStyle(element);
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return {
        description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name}`,
        focusVisible: element.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidth: Number.parseFloat(style.outlineWidth),
      };
    });
    if (state) {
      expect(state.focusVisible && state.outlineStyle !== 'none' && state.outlineWidth >= 2, `focus visible on ${state.description} (${state.outlineStyle} ${state.outlineWidth}px)`).toBe(true);
    }
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${maxPresses} presses`);
}
