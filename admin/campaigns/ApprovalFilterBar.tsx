import type { ApprovalFilter, YesNoFilter } from './approvalFilter.ts';
import { isFiltering, noApprovalFilter } from './approvalFilter.ts';
import { approvalTexts as texts } from './approvalTexts.ts';

const yesNoOptions: readonly { readonly value: YesNoFilter; readonly label: string }[] = [
  { value: 'all', label: texts.all },
  { value: 'yes', label: texts.yes },
  { value: 'no', label: texts.no },
];

/** The approval list's filter: free text over id and name, approved and active (yes / no / all), and how many rows it shows. */
export function ApprovalFilterBar({
  filter,
  onChange,
  shown,
  total,
}: {
  readonly filter: ApprovalFilter;
  readonly onChange: (filter: ApprovalFilter) => void;
  readonly shown: number;
  readonly total: number;
}) {
  const yesNo = (key: 'approved' | 'active', label: string) => (
    <div className="field approval-filter__choice">
      <label htmlFor={`approval-filter-${key}`} className="field__label">
        {label}
      </label>
      <select
        id={`approval-filter-${key}`}
        className="select"
        value={filter[key]}
        onChange={(event) => onChange({ ...filter, [key]: event.target.value as YesNoFilter })}
      >
        {yesNoOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div role="search" aria-labelledby="approval-filter-title" className="approval-filter">
      <h2 id="approval-filter-title" className="visually-hidden">
        {texts.filterHeading}
      </h2>
      <div className="admin-toolbar">
        <div className="field approval-filter__text">
          <label htmlFor="approval-filter-text" className="field__label">
            {texts.filterText}
          </label>
          <input
            id="approval-filter-text"
            className="input"
            type="search"
            autoComplete="off"
            value={filter.text}
            onChange={(event) => onChange({ ...filter, text: event.target.value })}
          />
        </div>
        {yesNo('approved', texts.filterApproved)}
        {yesNo('active', texts.filterActive)}
        {isFiltering(filter) ? (
          <button type="button" className="button button--secondary" onClick={() => onChange(noApprovalFilter)}>
            {texts.resetFilter}
          </button>
        ) : null}
      </div>
      <p role="status" className="approval-filter__count">
        {texts.count(shown, total)}
      </p>
    </div>
  );
}
