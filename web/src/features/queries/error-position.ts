/**
 * Where in the text that ran a database error points, when the message says: `line N[, column M]`
 * (MySQL, many drivers), `at character N` / `position N` (PostgreSQL's offset), or `near "x"` /
 * `near 'x'` (PostgreSQL, MySQL, SQLite: the first place the text holds that token). An offset into
 * `text`, or null.
 */
export function errorOffset(message: string, text: string): number | null {
  const lineColumn = /\bline (\d+)(?:,? (?:column|col\.?) (\d+))?/i.exec(message);
  const near = /near (?:"((?:[^"]|"")*)"|'((?:[^']|'')*)')/i.exec(message);
  const nearToken = near ? (near[1] ?? near[2]) : undefined;
  if (lineColumn) {
    const lines = text.split('\n');
    const line = Math.min(lines.length, Math.max(1, Number(lineColumn[1])));
    const start = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
    if (lineColumn[2]) return start + Math.max(0, Number(lineColumn[2]) - 1);
    if (nearToken) {
      const at = lines[line - 1].indexOf(nearToken.slice(0, 40));
      if (at >= 0) return start + at;
    }
    return start;
  }
  const character = /\b(?:at character|position) (\d+)/i.exec(message);
  if (character) return Math.min(text.length, Math.max(0, Number(character[1]) - 1));
  if (nearToken) {
    const at = text.indexOf(nearToken.slice(0, 40));
    if (at >= 0) return at;
  }
  return null;
}

/** A 0-based offset as a 1-based line and column. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
