import type { i18n } from 'i18next';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import { translate } from '../../i18n/translate.ts';
import { orderFormTexts } from './orderFormTexts.ts';
import type { StartDateRule } from './startDateRule.ts';

/** The message for a start-date value the rule refuses (funnel.md sections 5 and 9), or undefined when it is fine. */
export function startDateError(value: string | undefined, rule: StartDateRule, instance: i18n): string | undefined {
  switch (rule.problemOf(value)) {
    case 'format':
      return translate(instance, orderFormTexts, 'startDateFormat', { date: formatDisplayDate(rule.earliest) });
    case 'tooLate':
      return translate(instance, orderFormTexts, 'startDateTooLate', { date: rule.latest ? formatDisplayDate(rule.latest) : '' });
    case 'notSelectable':
      return translate(instance, orderFormTexts, 'startDateInvalid', { date: formatDisplayDate(rule.earliest) });
    default:
      return undefined;
  }
}
