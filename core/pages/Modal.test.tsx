// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal.tsx';

/** A page whose heading is replaced by a new one while the dialog is open, as a page rendered anew does. */
function Page({ dialogOpen, headingKey }: { readonly dialogOpen: boolean; readonly headingKey: number }) {
  return (
    <main>
      <h1 key={headingKey} tabIndex={-1}>
        Vielen Dank
      </h1>
      <button type="button">Weiter</button>
      {dialogOpen ? (
        <Modal titleId="title">
          <h2 id="title">Bereits abgeschlossen</h2>
          <a href="/">Startseite</a>
        </Modal>
      ) : null}
    </main>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('gives focus back to the element that had it when it opened', () => {
    const { rerender, getByRole } = render(<Page dialogOpen={false} headingKey={1} />);
    getByRole('button').focus();
    rerender(<Page dialogOpen headingKey={1} />);
    rerender(<Page dialogOpen={false} headingKey={1} />);
    expect(document.activeElement).toBe(getByRole('button'));
  });

  it("gives focus to the page's heading when that element is gone or was the body", () => {
    const { rerender, getByRole } = render(<Page dialogOpen={false} headingKey={1} />);
    getByRole('heading', { level: 1 }).focus();
    rerender(<Page dialogOpen headingKey={1} />);
    // The page behind renders anew: its heading is another element now.
    rerender(<Page dialogOpen headingKey={2} />);
    rerender(<Page dialogOpen={false} headingKey={2} />);
    expect(document.activeElement).toBe(getByRole('heading', { level: 1 }));

    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    rerender(<Page dialogOpen headingKey={2} />);
    rerender(<Page dialogOpen={false} headingKey={2} />);
    expect(document.activeElement).toBe(getByRole('heading', { level: 1 }));
  });
});
