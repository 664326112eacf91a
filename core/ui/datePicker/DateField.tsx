import { useState } from 'react';
import { useField } from 'react-final-form';
import { toIsoDate } from '../../format/formatDisplayDate.ts';
import { describedBy, FieldFrame, fieldId, type FieldWidth, visibleError } from '../FieldFrame.tsx';
import { dateTextOfValue, dateValueOfText, isIsoDateValue } from './dateText.ts';
import { DatePickerDialog } from './DatePickerDialog.tsx';

// The calendar comes in the start-date section's own chunk, which loads only for a campaign that asks for a start date:
// a chunk of its own would cost every tenant's entry script a row in the chunk loader's table.

// A core interface text, the same for every publisher; the dialog's own texts come with it.
const openCalendar = 'Kalender öffnen';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly width?: FieldWidth;
  /** The first day the calendar offers; earlier days cannot be reached. */
  readonly earliest: Date;
  /** The last day the calendar offers, when there is one. */
  readonly latest?: Date | undefined;
  /** Whether a day may be chosen (in the calendar it is marked unavailable otherwise). */
  readonly isSelectable: (date: Date) => boolean;
}

/**
 * A date input that shows and takes dd.mm.yyyy whatever the browser's language (funnel.md section 9,
 * "Dates"), bound to a react-final-form field whose value is ISO yyyy-MM-dd once the text names a
 * real day (the typed text otherwise, for the validation to refuse), with a button that opens a
 * keyboard-operable calendar dialog.
 */
export function DateField(props: DateFieldProps) {
  const id = fieldId(props.name);
  const { input, meta } = useField<string>(props.name, {
    subscription: { value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const value = input.value ?? '';
  const [typed, setTyped] = useState(() => dateTextOfValue(value));
  const [open, setOpen] = useState(false);
  const error = visibleError(meta);
  // What the reader typed while it stands for the value; a value set from elsewhere (the calendar, a restored draft) as dd.mm.yyyy.
  const text = dateValueOfText(typed) === value ? typed : dateTextOfValue(value);

  return (
    <FieldFrame id={id} label={props.label} required={props.required} hint={props.hint} error={error} width={props.width}>
      <div className="date-field">
        <input
          name={input.name}
          value={text}
          id={id}
          className="input"
          type="text"
          autoComplete="off"
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, props.hint, error)}
          onChange={(event) => {
            setTyped(event.target.value);
            input.onChange(dateValueOfText(event.target.value));
          }}
          onFocus={input.onFocus}
          onBlur={() => {
            // A date the field understood shows as dd.mm.yyyy once the reader leaves it: zero-padded (funnel.md section 5).
            if (isIsoDateValue(value)) setTyped(dateTextOfValue(value));
            input.onBlur();
          }}
        />
        <button type="button" className="button button--secondary date-field__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {openCalendar}
        </button>
      </div>
      {open ? (
        <DatePickerDialog
          label={props.label}
          value={value}
          earliest={props.earliest}
          latest={props.latest}
          isSelectable={props.isSelectable}
          onChoose={(date) => {
            input.onChange(toIsoDate(date));
            input.onBlur();
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </FieldFrame>
  );
}
