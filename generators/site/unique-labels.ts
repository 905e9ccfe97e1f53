/**
 * Sidebar labels must be unique within their category: two telegrams both titled 津波情報 would be two identical
 * links. Every entry whose label occurs more than once gets a qualifier in brackets, the first of its qualifiers
 * (in order of preference) that sets all of them apart: 津波情報（VTSE51） / 津波情報（VTSE52）.
 */
export function uniqueLabels<Entry>(
  entries: Entry[],
  label: (entry: Entry) => string,
  qualifiers: (entry: Entry) => string[],
): string[] {
  const plain = entries.map(label);
  const repeated = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index);
  const clashing = new Set(repeated(plain));
  if (clashing.size === 0) return plain;
  const levels = Math.max(...entries.map((entry) => qualifiers(entry).length));
  let labels = plain;
  for (let level = 0; level < levels; level += 1) {
    labels = entries.map((entry, index) => {
      if (!clashing.has(plain[index])) return plain[index];
      const options = qualifiers(entry);
      return `${plain[index]}（${options[Math.min(level, options.length - 1)]}）`;
    });
    if (repeated(labels).length === 0) break;
  }
  return labels;
}
