import { useForm } from 'react-final-form';
import type { AddressCorrectionOption } from '../../api/entities/addressCorrectionOption.ts';

// Here rather than in orderFormLabels: only this lazily loaded list needs them.
const label = {
  suggestionsLegend: 'Meinten Sie eine dieser Adressen?',
  suggestionsHint: 'Wählen Sie einen Vorschlag, um ihn zu übernehmen, oder behalten Sie Ihre Eingabe und klicken Sie auf „Weiter“.',
  suggestionChoose: 'Übernehmen',
} as const;

/**
 * The suggestion list of an address check: choosing one replaces street, city and zip code
 * (funnel.md section 4); submitting again confirms. Styled as a neutral question ("Meinten Sie …?"),
 * not as an error: each suggestion is a button that says it takes that address.
 */
export function AddressSuggestions(props: {
  readonly prefix: string;
  readonly title: string;
  readonly options: readonly AddressCorrectionOption[];
  readonly onChosen: () => void;
}) {
  const form = useForm();
  const legendId = `suggestions-${props.prefix || 'main'}`.replace(/\./g, '');
  return (
    <fieldset className="form-section address-suggestions" aria-labelledby={legendId}>
      <legend id={legendId} className="address-suggestions__title">
        {label.suggestionsLegend}
        <span className="visually-hidden"> ({props.title})</span>
      </legend>
      <p className="address-suggestions__hint">{label.suggestionsHint}</p>
      <ul className="suggestion-list">
        {props.options.map((option) => {
          const text = [option.street, [option.zipCode, option.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
          return (
            <li key={option.id}>
              <button
                type="button"
                className="address-suggestion"
                onClick={() => {
                  form.batch(() => {
                    if (option.street) form.change(`${props.prefix}street`, option.street);
                    if (option.zipCode) form.change(`${props.prefix}zipCode`, option.zipCode);
                    if (option.city) form.change(`${props.prefix}city`, option.city);
                  });
                  props.onChosen();
                }}
              >
                <span className="address-suggestion__text">{text}</span>
                <span className="address-suggestion__action">
                  {label.suggestionChoose}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
