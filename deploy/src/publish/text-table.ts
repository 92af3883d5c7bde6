// The CLIs' tables (`remotes -- status`, `status --history`): columns padded to their widest cell.

/** `rows` under `header`, two spaces between columns, no trailing spaces. */
export function textTable(header: string[], rows: string[][]): string {
  const table = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
