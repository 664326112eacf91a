import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isAfter,
  isBefore,
  isSameDay,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { de } from 'date-fns/locale/de';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../pages/Modal.tsx';
import { isIsoDateValue } from './dateText.ts';
import { type CalendarBounds, clampToBounds, movedFocusDate } from './movedFocusDate.ts';

const mondayOfAnyWeek = startOfWeek(new Date(2026, 0, 5), { weekStartsOn: 1 });
const weekdays = Array.from({ length: 7 }, (_, offset) => addDays(mondayOfAnyWeek, offset));

/**
 * The calendar dialog of a date field (WAI-ARIA APG "Date Picker Dialog"): a modal with the month as
 * a grid; arrows move a day or a week, PageUp/PageDown a month (Shift: a year), Home/End to the
 * week's Monday/Sunday, Enter or Space choose the focused day, Escape closes. Days the rule refuses
 * are marked unavailable and cannot be chosen; focus never leaves the bounds.
 */
export function DatePickerDialog(props: {
  /** The field's label, named in the dialog's title. */
  readonly label: string;
  /** The field's value: ISO yyyy-MM-dd opens on that day, anything else on the earliest day. */
  readonly value: string;
  readonly earliest: Date;
  readonly latest?: Date | undefined;
  readonly isSelectable: (date: Date) => boolean;
  readonly onChoose: (date: Date) => void;
  readonly onClose: () => void;
}) {
  const bounds: CalendarBounds = { earliest: props.earliest, latest: props.latest };
  const [focused, setFocused] = useState(() => clampToBounds(isIsoDateValue(props.value) ? parseISO(props.value) : props.earliest, bounds));
  const chosen = isIsoDateValue(props.value) ? parseISO(props.value) : undefined;
  const grid = useRef<HTMLTableElement>(null);
  // The focused day takes the keyboard focus when the dialog opens and after each move by key.
  const focusDay = useRef(true);
  const titleId = useId();
  const monthId = useId();
  const helpId = useId();
  const month = startOfMonth(focused);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });

  const choose = (date: Date) => {
    if (props.isSelectable(date)) props.onChoose(date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = movedFocusDate(focused, event.key, event.shiftKey, bounds);
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };
  const toMonth = (step: number) => setFocused(clampToBounds(addMonths(focused, step), bounds));

  return (
    <Modal titleId={titleId} onClose={props.onClose}>
      <div className="date-picker">
        <h2 id={titleId}>{datePickerTexts.dialogTitle.replace('{{label}}', props.label)}</h2>
        <div className="date-picker__header">
          <button
            type="button"
            className="button button--secondary"
            aria-label={datePickerTexts.previousMonth}
            disabled={!isAfter(month, startOfMonth(props.earliest))}
            onClick={() => toMonth(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h3 id={monthId} className="date-picker__month" aria-live="polite">
            {format(month, 'LLLL yyyy', { locale: de })}
          </h3>
          <button
            type="button"
            className="button button--secondary"
            aria-label={datePickerTexts.nextMonth}
            disabled={props.latest ? !isBefore(month, startOfMonth(props.latest)) : false}
            onClick={() => toMonth(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA APG date picker dialog makes the month's table a grid. */}
        <table ref={grid} role="grid" className="date-picker__grid" aria-labelledby={monthId} aria-describedby={helpId}>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE', { locale: de })}>
                  {format(day, 'EEEEEE', { locale: de })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendarWeeks(month).map((week) => (
              <tr key={week[0]?.toISOString()}>
                {week.map((day) =>
                  isSameMonth(day, month) ? (
                    <td
                      key={day.toISOString()}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the APG date picker grid is a focusable, selectable gridcell.
                      role="gridcell"
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      aria-label={format(day, 'EEEE, d. MMMM yyyy', { locale: de })}
                      aria-selected={chosen ? isSameDay(day, chosen) : false}
                      aria-disabled={props.isSelectable(day) ? undefined : true}
                      className="date-picker__day"
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        focusDay.current = true;
                        setFocused(clampToBounds(day, bounds));
                        choose(day);
                      }}
                    >
                      {day.getDate()}
                    </td>
                  ) : (
                    <td key={day.toISOString()} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <p id={helpId} className="date-picker__help">
          {datePickerTexts.keyHelp}
        </p>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {datePickerTexts.cancel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The weeks a month's calendar grid shows, Monday first as in Germany: from the Monday on or
 * before the 1st to the Sunday on or after the last day, each week seven local dates at midnight.
 */
export function calendarWeeks(month: Date): readonly (readonly Date[])[] {
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const weeks: Date[][] = [];
  for (let day = startOfWeek(startOfMonth(month), { weekStartsOn: 1 }); day <= last; day = addDays(day, 7)) {
    const monday = day;
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)));
  }
  return weeks;
}

/** German texts of the calendar dialog (core interface texts, the same for every publisher). */
const datePickerTexts = {
  dialogTitle: '{{label}} im Kalender wählen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  cancel: 'Abbrechen',
  keyHelp:
    'Pfeiltasten: Tag oder Woche, Bild auf/ab: Monat, Pos1/Ende: Wochenanfang/-ende, Eingabe oder Leertaste: Datum übernehmen, Escape: schließen.',
} as const;
