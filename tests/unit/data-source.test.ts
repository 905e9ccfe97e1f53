import { describe, expect, it } from 'vitest';
import { DataError } from '../../generators/data/data-error';
import { DataSource } from '../../generators/data/data-source';

let counter = 0;
/** Parses `text` as a new file each time (DataSource keeps what it parsed by file name). */
function parseJson(text: string, extension = 'json'): DataSource {
  counter += 1;
  return DataSource.parse(`/tmp/data-source-test-${counter}.${extension}`, text);
}

function issuesOf(text: string): DataError['issues'] {
  try {
    parseJson(text);
  } catch (error) {
    if (error instanceof DataError) return error.issues;
    throw error;
  }
  throw new Error('expected a DataError');
}

describe('DataSource reads .json files with JSON.parse and positions them on demand', () => {
  it('gives the same value and positions as the YAML parser', () => {
    const text = '{\n  "a": {\n    "b": [1, {"c": "x"}],\n    "d": null\n  },\n  "e": "\\"quoted\\": no key"\n}\n';
    const json = parseJson(text);
    const yaml = parseJson(text, 'yaml');
    expect(json.value).toEqual(yaml.value);
    expect(json.value).toEqual({ a: { b: [1, { c: 'x' }], d: null }, e: '"quoted": no key' });
    for (const dataPath of [['a'], ['a', 'b', 1, 'c'], ['a', 'd'], ['e'], ['missing']]) {
      expect(json.position(dataPath)).toEqual(yaml.position(dataPath));
      expect(json.position(dataPath, true)).toEqual(yaml.position(dataPath, true));
    }
    expect(json.issue(['a', 'b', 1, 'c'], 'wrong')).toEqual({
      file: json.file,
      line: 3,
      column: 20,
      field: 'a.b[1].c',
      message: 'wrong',
    });
  });

  it('accepts the same key in different objects and strings that look like keys', () => {
    const value = parseJson('[{"k": 1}, {"k": 2, "s": "\\\\", "t": "a\\": b"}, {"u": {"k": ":"}}]').value;
    expect(value).toEqual([{ k: 1 }, { k: 2, s: '\\', t: 'a": b' }, { u: { k: ':' } }]);
  });

  it('reports a key written twice at the repeat, however deep', () => {
    expect(issuesOf('{\n  "a": {"x": 1,\n    "x": 2}\n}')).toMatchObject([
      { line: 3, column: 5, field: '', message: expect.stringMatching(/^syntax error: Map keys must be unique/) },
    ]);
    expect(issuesOf('[{"k": "\\"", "k": 1}]')).toMatchObject([{ line: 1, column: 14 }]);
  });
});
