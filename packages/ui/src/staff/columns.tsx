import type { ColumnType } from 'antd/es/table';
import { formatTime } from './format';

// Columns every staff table shows the same way.

/** When the row was submitted ('createdAt'); StaffTable makes this the sortable column. */
export function createdAtColumn<T>(title: string): ColumnType<T> {
  return { title, dataIndex: 'createdAt', render: (value: string) => formatTime(value) };
}

/** Two values of a row on two lines in one cell (phone above e-mail, name above e-mail). */
export function twoLineColumn<T>(
  title: string,
  key: string,
  lines: (row: T) => readonly [string, string],
): ColumnType<T> {
  return {
    title,
    key,
    render: (_, row) => {
      const [first, second] = lines(row);
      return (
        <span>
          {first}
          <br />
          {second}
        </span>
      );
    },
  };
}
