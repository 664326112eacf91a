import { useForm } from 'react-final-form';
import type { AddressCorrectionOption } from '../../api/entities/addressCorrectionOption.ts';
import { orderFormLabels as label } from './orderFormLabels.ts';

/**
 * The suggestion list of an address check: choosing one replaces street, city and zip code
 * (funnel.md section 4); submitting again confirms.
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
    <fieldset className="form-section alert alert--info" aria-labelledby={legendId}>
      <legend id={legendId}>
        {label.suggestionsLegend} ({props.title})
      </legend>
      <ul className="suggestion-list">
        {props.options.map((option) => {
          const text = [option.street, [option.zipCode, option.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
          return (
            <li key={option.id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  form.batch(() => {
                    if (option.street) form.change(`${props.prefix}street`, option.street);
                    if (option.zipCode) form.change(`${props.prefix}zipCode`, option.zipCode);
                    if (option.city) form.change(`${props.prefix}city`, option.city);
                  });
                  props.onChosen();
                }}
              >
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
