import type { AccountTransactionView } from '@havn/contract/web';

/** The CSV's columns: stable codes and plain decimals, so a spreadsheet or a script reads it alike. */
const COLUMNS = [
  'time',
  'type',
  'instrumentName',
  'volume',
  'price',
  'priceCurrency',
  'amount',
  'fee',
  'total',
  'currency',
  'fxRate',
] as const satisfies readonly (keyof AccountTransactionView)[];

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Quote what would break a row, and neutralise a leading formula character (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Transactions as RFC 4180 CSV (CRLF line ends), one header row. */
export function transactionsCsv(rows: readonly AccountTransactionView[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
