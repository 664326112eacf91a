// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n.ts';
import { lazyWithTimeout } from '../plugin/lazyWithTimeout.ts';
import { ContributionBoundary } from './ContributionBoundary.tsx';

const i18n = createI18n({} as never);

function Section() {
  return <p>Abschnitt geladen</p>;
}

function renderInPage(children: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <p>Rest der Seite</p>
      {children}
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('kaputt');
}

describe('ContributionBoundary', () => {
  it('shows a failed chunk as a message with "Erneut versuchen" in its place, and the retry loads the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Section }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Section });
    const Lazy = lazyWithTimeout(load);
    const failures: boolean[] = [];
    renderInPage(
      <ContributionBoundary id="region" retryId="field-plugins-region-section" onFailureChange={(failed) => failures.push(failed)}>
        <Lazy />
      </ContributionBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('konnte nicht geladen werden');
    expect(screen.getByText('Rest der Seite')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(retry.id).toBe('field-plugins-region-section');
    fireEvent.click(retry);
    expect(await screen.findByText('Abschnitt geladen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(failures).toEqual([true, false]);
  });

  it('contains a component that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInPage(
      <ContributionBoundary id="broken">
        <Broken />
      </ContributionBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('konnte nicht geladen werden');
    expect(screen.getByText('Rest der Seite')).toBeTruthy();
  });

  it('shows nothing for a failed decorative contribution', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Logo = lazyWithTimeout<typeof Section>(() => Promise.reject(new Error('ChunkLoadError')));
    const { container } = renderInPage(
      <ContributionBoundary id="card-logo" failure="hidden">
        <Logo />
      </ContributionBoundary>,
    );
    await act(async () => {
      await Logo.preload();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('Rest der Seite');
  });
});

describe('lazyWithTimeout', () => {
  it('gives up on a chunk that does not arrive within the time-out', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Never = lazyWithTimeout<typeof Section>(() => new Promise(() => undefined), 120_000);
    renderInPage(
      <ContributionBoundary id="slow" fallback={<p>Wird geladen …</p>}>
        <Never />
      </ContributionBoundary>,
    );
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
});
