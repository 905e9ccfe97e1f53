import { type JsonValue } from '../../../isomorphic/api-types';

/** A JSON value as a reader writes it: strings as they are, anything else as JSON (`true`, `10`, `["a"]`). */
export function jsonValueText(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
