// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n.ts';
import { ContributionBoundary } from '../ui/ContributionBoundary.tsx';
import { defineLazyContribution } from './defineLazyContribution.ts';

const i18n = createI18n({} as never);

/** A module as `import('./Greeting.tsx')` gives it: a named component export and something else. */
const greetingModule = {
  Greeting: (props: { readonly name: string; readonly punctuation: string }) => (
    <p>
      Hallo {props.name}
      {props.punctuation}
    </p>
  ),
  greetingTexts: { hello: 'Hallo' },
};

function renderContribution(children: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <p>Rest der Seite</p>
      <ContributionBoundary id="greeting" fallback={<p>Wird geladen …</p>}>
        {children}
      </ContributionBoundary>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('defineLazyContribution', () => {
  it('loads the named export on first render, not before', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const Greeting = defineLazyContribution(load, { exportName: 'Greeting' });
    expect(load).not.toHaveBeenCalled();
    renderContribution(<Greeting name="Lena" punctuation="!" />);
    expect(await screen.findByText('Hallo Lena!')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the component the props its adapter makes from the extension point’s props', async () => {
    const Greeting = defineLazyContribution(() => Promise.resolve(greetingModule), {
      exportName: 'Greeting',
      props: (props: { readonly context: { readonly reader: string } }) => ({ name: props.context.reader, punctuation: '.' }),
    });
    renderContribution(<Greeting context={{ reader: 'Jonas' }} />);
    expect(await screen.findByText('Hallo Jonas.')).toBeTruthy();
  });

  it('shows a failed load as the boundary’s message, and "Erneut versuchen" imports the module again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof greetingModule>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(greetingModule);
    const Greeting = defineLazyContribution(load, { exportName: 'Greeting' });
    renderContribution(<Greeting name="Lena" punctuation="!" />);
    expect((await screen.findByRole('alert')).textContent).toContain('konnte nicht geladen werden');
    expect(screen.getByText('Rest der Seite')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Hallo Lena!')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails like a chunk that did not load when the module lacks the export', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renamed = { Salutation: greetingModule.Greeting } as unknown as typeof greetingModule;
    const Greeting = defineLazyContribution(() => Promise.resolve(renamed), { exportName: 'Greeting' });
    renderContribution(<Greeting name="Lena" punctuation="!" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errors.mock.calls.some((call) => String(call[1]).includes('exports no component "Greeting"'))).toBe(true);
  });

  it('gives up on a module that does not arrive within the spec’s 120 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Greeting = defineLazyContribution(() => new Promise<typeof greetingModule>(() => undefined), { exportName: 'Greeting' });
    renderContribution(<Greeting name="Lena" punctuation="!" />);
    expect(screen.getByText('Wird geladen …')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('starts loading with preload(), so the first render needs no suspense round', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const Greeting = defineLazyContribution(load, { exportName: 'Greeting' });
    await Greeting.preload();
    renderContribution(<Greeting name="Lena" punctuation="!" />);
    expect(screen.getByText('Hallo Lena!')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
