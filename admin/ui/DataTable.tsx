import { useState, type ReactNode } from 'react';

/** One column of a {@link DataTable}: header, cell, and the value it sorts by (none: not sortable). */
interface DataColumn<Row> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly sortValue?: (row: Row) => string | number | boolean;
}

interface Sort {
  readonly key: string;
  readonly direction: 'ascending' | 'descending';
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Names the table for screen readers (a visible caption). */
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly initialSort?: Sort;
  /** Shown in place of the table when `rows` is empty. */
  readonly empty: ReactNode;
}

function compare(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' });
  return Number(a) - Number(b);
}

/**
 * A table of staff data with sortable columns: each sortable header is a button that sorts
 * ascending, then descending; `aria-sort` tells screen readers the order in force.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, initialSort, empty }: DataTableProps<Row>) {
  const [sort, setSort] = useState<Sort | undefined>(initialSort);
  const sortColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const sorted = sortColumn?.sortValue
    ? [...rows].sort((a, b) => {
        const order = compare(sortColumn.sortValue!(a), sortColumn.sortValue!(b));
        return sort?.direction === 'descending' ? -order : order;
      })
    : rows;

  if (rows.length === 0) return <div className="admin-empty">{empty}</div>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortValue ? (active ?? 'none') : undefined}>
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="admin-table__sort"
                      onClick={() => setSort({ key: column.key, direction: active === 'ascending' ? 'descending' : 'ascending' })}
                    >
                      {column.header}
                      <span aria-hidden="true" className="admin-table__arrow">
                        {active === 'ascending' ? '▲' : active === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
