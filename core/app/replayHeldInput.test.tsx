// @vitest-environment jsdom
import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayHeldInput } from './replayHeldInput.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form whose fields are controlled by React state, and which shows that state beside them (and what it sent). */
function Form({ onHydrated }: { readonly onHydrated?: () => void }) {
  const [sent, setSent] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [terms, setTerms] = useState(false);
  const [news, setNews] = useState(true);
  const [salutation, setSalutation] = useState('');
  const [delivery, setDelivery] = useState('home');
  useLayoutEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(name);
      }}
    >
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="terms" type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
      <input aria-label="news" type="checkbox" checked={news} onChange={(event) => setNews(event.target.checked)} />
      <select aria-label="salutation" value={salutation} onChange={(event) => setSalutation(event.target.value)}>
        <option value="">–</option>
        <option value="Frau">Frau</option>
        <option value="Herr">Herr</option>
      </select>
      {['home', 'shop'].map((value) => (
        <input
          key={value}
          aria-label={value}
          type="radio"
          name="delivery"
          value={value}
          checked={delivery === value}
          onChange={() => setDelivery(value)}
        />
      ))}
      <button type="submit">Weiter</button>
      <output>{JSON.stringify({ name, note, terms, news, salutation, delivery })}</output>
      <p role="status">{sent}</p>
    </form>
  );
}

function field<T extends Element>(container: HTMLElement, label: string): T {
  const found = container.querySelector(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no field ${label}`);
  return found as T;
}

/** The server's markup, changed by the reader as the browser would before any script: values set, boxes ticked. */
function servedAndChanged(): { container: HTMLElement; changed: Element[] } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.replaceChildren(container);
  const name = field<HTMLInputElement>(container, 'name');
  name.value = 'Erika';
  const note = field<HTMLTextAreaElement>(container, 'note');
  note.value = '3. OG';
  const terms = field<HTMLInputElement>(container, 'terms');
  terms.checked = true;
  const news = field<HTMLInputElement>(container, 'news');
  news.checked = false;
  const salutation = field<HTMLSelectElement>(container, 'salutation');
  salutation.value = 'Frau';
  const shop = field<HTMLInputElement>(container, 'shop');
  shop.checked = true;
  return { container, changed: [name, note, terms, news, salutation, shop, field(container, 'home')] };
}

/** The roots each test hydrated: unmounted after it, with the page emptied, so no other test meets them. */
const roots: Root[] = [];

function hydrate(container: HTMLElement, element: Parameters<typeof hydrateRoot>[1]): void {
  roots.push(hydrateRoot(container, element));
}

describe('replayHeldInput', () => {
  afterEach(async () => {
    await act(async () => {
      for (const root of roots.splice(0)) root.unmount();
    });
    document.body.replaceChildren();
  });

  it("hands the form's state what the reader typed, ticked and chose before hydration, and keeps it through the next render", async () => {
    const { container, changed } = servedAndChanged();
    await act(async () => {
      hydrate(container, <Form onHydrated={() => queueMicrotask(replayHeldInput({ fields: changed, press: null }))} />);
    });
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '')).toEqual({
      name: 'Erika',
      note: '3. OG',
      terms: true,
      news: false,
      salutation: 'Frau',
      delivery: 'shop',
    });
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Erika');
    expect(field<HTMLInputElement>(container, 'terms').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'news').checked).toBe(false);
    expect(field<HTMLInputElement>(container, 'home').checked).toBe(false);
  });

  it('without it the next render empties what the reader typed: the state never heard of it', async () => {
    const { container } = servedAndChanged();
    await act(async () => {
      hydrate(container, <Form />);
    });
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '').name).toBe('');
    // Another field's change renders the form again, and React writes its state into every field.
    const note = field<HTMLTextAreaElement>(container, 'note');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(note, '3. OG!');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field<HTMLInputElement>(container, 'terms').checked).toBe(false);
  });

  it('presses the button the reader pressed before hydration once the form holds what they typed', async () => {
    const { container, changed } = servedAndChanged();
    const button = container.querySelector('button');
    await act(async () => {
      hydrate(container, <Form onHydrated={() => queueMicrotask(replayHeldInput({ fields: changed, press: button }))} />);
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Erika');
  });

  it('keeps the caret of a reader still typing, and leaves fields no longer in the page alone', async () => {
    const { container, changed } = servedAndChanged();
    const name = field<HTMLInputElement>(container, 'name');
    name.focus();
    name.setSelectionRange(2, 2);
    const gone = document.createElement('input');
    gone.value = 'weg';
    await act(async () => {
      hydrate(container, <Form onHydrated={() => queueMicrotask(replayHeldInput({ fields: [...changed, gone], press: null }))} />);
    });
    expect(name.selectionStart).toBe(2);
    expect(gone.value).toBe('weg');
  });
});
