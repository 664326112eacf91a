import { useEffect, useRef, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldId } from '../../core/ui.ts';
import { FieldsetFrame } from './FieldsetFrame.tsx';

/** Props of {@link ListField}. */
export interface ListFieldProps<Item> {
  /** The list's field name, e.g. `infoPoints`; entry `i` is `infoPoints.i`. */
  readonly name: string;
  readonly legend: string;
  readonly hint?: string;
  /** Names entry `index` for the buttons' accessible names, e.g. "Infopunkt 2". */
  readonly itemName: (index: number) => string;
  readonly max: number;
  readonly emptyText: string;
  /** The id of the control that takes focus when entry `index` is new or comes next. */
  readonly focusIdOf: (index: number) => string;
  readonly renderItem: (index: number) => ReactNode;
  /** The add control with the id `addId` (focus goes there when the list empties); `add` appends an entry and focuses it. Left out when the list is full. */
  readonly renderAdd: (add: (item: Item) => void, items: readonly Item[], addId: string) => ReactNode;
}

/**
 * An ordered list in the campaign form whose entries staff add, remove and move up or down with
 * buttons (keyboard first: focus follows the moved entry, and after a removal goes to the next
 * entry or the add control). The list is one field compared by content, so removing an entry
 * counts as a change.
 */
export function ListField<Item>(props: ListFieldProps<Item>) {
  const id = fieldId(props.name);
  const { input } = useField<Item[]>(props.name, { isEqual: sameJson, subscription: { value: true } });
  const items: readonly Item[] = Array.isArray(input.value) ? input.value : [];
  const focusNext = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const change = (next: Item[], focusId: string) => {
    focusNext.current = focusId;
    input.onChange(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry as Item);
    const target = index + by;
    // The same button while the entry can move on that way, else the other one.
    const direction = by === -1 ? (target > 0 ? 'up' : 'down') : target < next.length - 1 ? 'down' : 'up';
    change(next, `${id}-${target}-${direction}`);
  };
  const remove = (index: number) => {
    const next = items.filter((_, position) => position !== index);
    change(next, next.length === 0 ? `${id}-add` : props.focusIdOf(Math.min(index, next.length - 1)));
  };
  const add = (item: Item) => change([...items, item], props.focusIdOf(items.length));

  return (
    <FieldsetFrame idBase={id} legend={props.legend} hint={props.hint} className="campaign-list">
      {items.length === 0 ? <p className="campaign-list__empty">{props.emptyText}</p> : null}
      <ol className="campaign-list__items">
        {items.map((_, index) => (
          <li key={index} className="campaign-list__item">
            <div className="campaign-list__content">{props.renderItem(index)}</div>
            <div className="campaign-list__controls">
              <button
                type="button"
                id={`${id}-${index}-up`}
                className="campaign-list__button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                Nach oben<span className="visually-hidden">{` verschieben (${props.itemName(index)})`}</span>
              </button>
              <button
                type="button"
                id={`${id}-${index}-down`}
                className="campaign-list__button"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                Nach unten<span className="visually-hidden">{` verschieben (${props.itemName(index)})`}</span>
              </button>
              <button type="button" className="campaign-list__button" onClick={() => remove(index)}>
                Entfernen<span className="visually-hidden">{` (${props.itemName(index)})`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {items.length < props.max ? (
        <div className="campaign-list__add">{props.renderAdd(add, items, `${id}-add`)}</div>
      ) : (
        <p className="field__hint">Die Liste ist voll (höchstens {props.max} Einträge).</p>
      )}
    </FieldsetFrame>
  );
}

/** Whether two form values are alike, lists and records compared by content: final-form's `isEqual` for list fields. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
