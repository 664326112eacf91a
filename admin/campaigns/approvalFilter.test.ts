import { describe, expect, it } from 'vitest';
import { filterApprovalList, isFiltering, noApprovalFilter } from './approvalFilter.ts';

const list = [
  { id: 'SZ-DIGITAL-STANDARD', name: 'SZ Digital', active: true, approved: true, validFrom: null, validUntil: null },
  { id: 'SZ-OHNE-SHOP', name: 'SZ Print ohne Shop', active: true, approved: false, validFrom: null, validUntil: null },
  { id: 'SZ-PRINT-PROBE', name: 'SZ Probeabo Print', active: false, approved: true, validFrom: null, validUntil: null },
];
const ids = (filter: Partial<typeof noApprovalFilter>) => filterApprovalList(list, { ...noApprovalFilter, ...filter }).map((campaign) => campaign.id);

describe('filterApprovalList', () => {
  it('shows everything without a filter', () => {
    expect(ids({})).toEqual(['SZ-DIGITAL-STANDARD', 'SZ-OHNE-SHOP', 'SZ-PRINT-PROBE']);
    expect(isFiltering(noApprovalFilter)).toBe(false);
  });

  it('matches every word of the text in id or name, ignoring case', () => {
    expect(ids({ text: 'print' })).toEqual(['SZ-OHNE-SHOP', 'SZ-PRINT-PROBE']);
    expect(ids({ text: '  probe   PRINT ' })).toEqual(['SZ-PRINT-PROBE']);
    expect(ids({ text: 'digital shop' })).toEqual([]);
    expect(isFiltering({ ...noApprovalFilter, text: 'x' })).toBe(true);
  });

  it('filters by approved and active, yes or no', () => {
    expect(ids({ approved: 'yes' })).toEqual(['SZ-DIGITAL-STANDARD', 'SZ-PRINT-PROBE']);
    expect(ids({ approved: 'no' })).toEqual(['SZ-OHNE-SHOP']);
    expect(ids({ active: 'no' })).toEqual(['SZ-PRINT-PROBE']);
    expect(ids({ active: 'yes', approved: 'yes', text: 'sz' })).toEqual(['SZ-DIGITAL-STANDARD']);
    expect(isFiltering({ ...noApprovalFilter, active: 'no' })).toBe(true);
  });
});
