import type { i18n } from 'i18next';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import { translate } from '../../i18n/translate.ts';
import { DateField } from '../../ui/datePicker/DateField.tsx';
import { orderFormLabels as label } from './orderFormLabels.ts';
import { orderFormTexts } from './orderFormTexts.ts';
import type { StartDateRule } from './startDateRule.ts';

/**
 * The order form's start-date section: a dd.mm.yyyy field with its calendar, bounded by the rule. Loaded
 * lazily, as only print campaigns that let the reader choose the start show it.
 */
export function StartDateSection(props: { readonly rule: StartDateRule; readonly i18n: i18n }) {
  const { rule } = props;
  return (
    <fieldset className="form-section">
      <legend>{label.startDate}</legend>
      <div className="field-grid">
        <DateField
          name="startDate"
          label={label.startDate}
          hint={translate(props.i18n, orderFormTexts, 'startDateHint', { date: formatDisplayDate(rule.earliest) })}
          earliest={rule.earliest}
          latest={rule.latest}
          isSelectable={rule.isSelectable}
          required
          width="half"
        />
      </div>
    </fieldset>
  );
}
