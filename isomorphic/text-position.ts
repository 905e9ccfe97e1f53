/** Line and column (both 1-based) of a character offset in a text: where an error points in a file or a pasted document. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}
