/**
 * Where a JSON text stops being JSON. Browsers word JSON.parse errors differently and some (Chromium) give no
 * position at all, so the validator finds the offset itself with this small scanner (RFC 8259 grammar).
 * Returns the offset of the first offending character (the text length when the text ends too early), or
 * undefined when the text is valid JSON.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (at: number): never => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the offset is the result, thrown out of the recursive descent and caught once below; never an error that escapes
    throw at;
  };
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail(i);
      i += 1;
    }
  };
  const string = () => {
    i += 1; // opening quote
    for (;;) {
      if (i >= text.length) fail(i);
      const char = text.charCodeAt(i);
      if (char === 0x22) {
        i += 1;
        return;
      }
      if (char < 0x20) fail(i);
      if (char === 0x5c) {
        const escape = text[i + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i);
          i += 6;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 2;
        else fail(i);
      } else i += 1;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match || match[0] === '' || match[0] === '-') fail(i);
    i += match![0].length;
  };
  /** An object or array body after its opening bracket: members separated by commas, up to `close`. */
  const members = (close: '}' | ']', member: () => void) => {
    i += 1;
    space();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      member();
      space();
      if (text[i] === ',') i += 1;
      else if (text[i] === close) {
        i += 1;
        return;
      } else fail(i);
    }
  };
  const property = () => {
    space();
    if (text[i] !== '"') fail(i);
    string();
    space();
    if (text[i] !== ':') fail(i);
    i += 1;
    value();
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') return members('}', property);
    if (char === '[') return members(']', value);
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail(i);
  };
  try {
    value();
    space();
    return i < text.length ? i : undefined;
  } catch (offset) {
    if (typeof offset === 'number') return offset;
    throw offset;
  }
}
