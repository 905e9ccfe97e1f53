/**
 * Field paths and the anchor ids derived from them. A path has two spellings: `display` (`body.warnings[]`), what
 * the page shows, and `key` (`body@BodyVPWW54.warnings[]`), which also names the variant a section belongs to so
 * that two variants of one field get distinct anchors (`field-<key>`, `fields-<key>`).
 */

export interface FieldPath {
  display: string;
  key: string;
}

export const rootPath: FieldPath = { display: '', key: '' };

export function appendSegment(base: string, segment: string): string {
  if (segment.startsWith('[')) return `${base}${segment}`;
  return base === '' ? segment : `${base}.${segment}`;
}

export function childPath(parent: FieldPath, segment: string): FieldPath {
  return { display: appendSegment(parent.display, segment), key: appendSegment(parent.key, segment) };
}

export function variantPath(parent: FieldPath, name: string): FieldPath {
  return { display: parent.display, key: `${parent.key}@${name}` };
}

/** `body@BodyVPWW54.warnings` → `body.warnings`. */
export function displayOfKey(key: string): string {
  return key.replace(/@[^.[]+/g, '');
}

export function fieldId(key: string): string {
  return `field-${key}`;
}

export function sectionId(key: string): string {
  return key === '' ? 'fields-root' : `fields-${key}`;
}

/** A path as seen from a section: `maxInt` inside `body.intensity.cities[]`; outside it, the full path. */
export function relativeDisplay(key: string, sectionKey: string): string {
  const display = displayOfKey(key);
  const base = displayOfKey(sectionKey);
  if (display === base) return '';
  // The array whose elements the section lists: named by its last part.
  if (base === `${display}[]`) return display.slice(display.search(/[^.[\]]+(\[\d*\])*$/));
  if (base === '') return display;
  if (display.startsWith(`${base}.`)) return display.slice(base.length + 1);
  if (display.startsWith(`${base}[`)) return display.slice(base.length);
  return display;
}
