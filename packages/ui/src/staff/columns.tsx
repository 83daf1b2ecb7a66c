import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatTime } from './format';

// Columns every staff table shows the same way.

/** When the row was submitted ('createdAt'); StaffTable makes this the sortable column. */
export function createdAtColumn<T>(title: string): ColumnType<T> {
  return { title, dataIndex: 'createdAt', render: (value: string) => formatTime(value) };
}

/** Two values of a row on two lines in one cell, the second drawn by `second`. */
function linesColumn<T>(
  title: string,
  key: string,
  lines: (row: T) => readonly [ReactNode, ReactNode],
  second: (value: ReactNode) => ReactNode,
): ColumnType<T> {
  return {
    title,
    key,
    render: (_, row) => {
      const [first, next] = lines(row);
      return (
        <span>
          {first}
          <br />
          {second(next)}
        </span>
      );
    },
  };
}

/** Two values of a row on two lines in one cell (phone above e-mail, name above e-mail). */
export function twoLineColumn<T>(
  title: string,
  key: string,
  lines: (row: T) => readonly [string, string],
): ColumnType<T> {
  return linesColumn(title, key, lines, (value) => value);
}

/** A row's name with its particulars below it in grey (a release's kind and version, an image's file). */
export function detailColumn<T>(
  title: string,
  key: string,
  lines: (row: T) => readonly [ReactNode, ReactNode],
): ColumnType<T> {
  return linesColumn(title, key, lines, (details) => (
    <Typography.Text type="secondary">{details}</Typography.Text>
  ));
}
