import { kindOf, type Shape, type ShapeMerger } from './shape';
import type { JsonValue } from './schema-node';
import type { AllowedValues, ValueType } from '../../isomorphic/schema-views';

/**
 * The value facts of a field as its table row shows them: the types column (型: `object`, `array<string>`, a
 * tuple's element count, a pattern or format, lengths and bounds, `null`) and the allowed values (許容値: one
 * constant or a list), derived from a merged shape. Pure functions; element shapes are merged on demand.
 */

function typeOfValue(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Bounds in words, `unit` written after the number: `1〜10 件`, `3 件` (both bounds equal), `1 件以上`, `10 件以下`;
 * undefined without either bound. The conversion schemas' 型 column and the API field tables share it.
 */
export function rangeText(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}〜${max}${unit}`;
  if (min !== undefined) return `${min}${unit}以上`;
  if (max !== undefined) return `${max}${unit}以下`;
  return undefined;
}

/** How many elements an array holds (`1 件以上`); a lower bound of 0 alone says nothing. */
export function countDetail(min: number | undefined, max: number | undefined): string | undefined {
  return rangeText(min === 0 && max === undefined ? undefined : min, max, ' 件');
}

function scalarDetails(shape: Shape): string[] {
  const details: string[] = [];
  if (shape.minLength !== undefined && shape.minLength > 0 && !shape.pattern)
    details.push(`${shape.minLength} 文字以上`);
  if (shape.minimum !== undefined) details.push(`最小 ${shape.minimum}`);
  if (shape.maximum !== undefined) details.push(`最大 ${shape.maximum}`);
  return details;
}

/** The non-null JSON types of a plain value; empty when it can only be `null`. */
function plainTypes(shape: Shape): string[] {
  if (shape.types) return shape.types;
  const values = shape.constValue ? [shape.constValue.value] : (shape.enumValues ?? []);
  const derived = [...new Set(values.filter((value) => value !== null).map(typeOfValue))];
  return derived.length > 0 ? derived : ['any'];
}

function elementLabel(shape: Shape, merger: ShapeMerger): string {
  if (shape.variants.length > 0)
    return [...new Set(shape.variants.map((variant) => elementLabel(variant.shape, merger)))].join(' | ');
  const kind = kindOf(shape);
  if (kind === 'object') return 'object';
  if (kind === 'tuple') return 'array';
  if (kind === 'array')
    return shape.items.length > 0 ? `array<${elementLabel(merger.shapeOf(shape.items), merger)}>` : 'array';
  const alternatives =
    shape.scalarAlternatives.length > 0 ? shape.scalarAlternatives.flatMap(plainTypes) : plainTypes(shape);
  return [...new Set(alternatives)].join(' | ') + (shape.nullable ? ' | null' : '');
}

export function valueTypes(shape: Shape, merger: ShapeMerger): ValueType[] {
  const types: ValueType[] = [];
  const add = (type: ValueType) => {
    const same = (known: ValueType) =>
      known.label === type.label &&
      known.pattern === type.pattern &&
      known.ref?.name === type.ref?.name &&
      known.details.join() === type.details.join();
    if (!types.some(same)) types.push(type);
  };
  if (shape.variants.length > 0) {
    for (const variant of shape.variants)
      for (const type of valueTypes(variant.shape, merger))
        add(type.label === 'null' ? type : { ...type, ref: type.ref ?? variant.shape.primaryRef });
  } else if (shape.scalarAlternatives.length > 0) {
    for (const alternative of shape.scalarAlternatives) for (const type of valueTypes(alternative, merger)) add(type);
  } else {
    const kind = kindOf(shape);
    if (kind === 'object') add({ label: 'object', ref: shape.primaryRef, details: [] });
    else if (kind === 'tuple') {
      add({
        label: 'array',
        ref: shape.primaryRef,
        details: [
          `${shape.prefixItems.length} 要素の組`,
          ...[countDetail(shape.minItems, shape.maxItems)].filter(
            (d): d is string => !!d && shape.minItems !== shape.prefixItems.length,
          ),
        ],
      });
    } else if (kind === 'array') {
      const element = shape.items.length > 0 ? merger.shapeOf(shape.items) : undefined;
      const elementType =
        element && kindOf(element) === 'scalar' && element.variants.length === 0
          ? valueTypes(element, merger).filter((type) => type.label !== 'null')
          : [];
      const single = elementType.length === 1 ? elementType[0] : undefined;
      add({
        label: element ? `array<${elementLabel(element, merger)}>` : 'array',
        ref: shape.primaryRef ?? single?.ref,
        pattern: single?.pattern,
        format: single?.format,
        details: [countDetail(shape.minItems, shape.maxItems), ...(single?.details ?? [])].filter(
          (detail): detail is string => !!detail,
        ),
      });
    } else {
      for (const type of plainTypes(shape))
        add({
          label: type,
          ref: shape.primaryRef,
          pattern: shape.pattern,
          format: shape.format,
          details: scalarDetails(shape),
        });
    }
  }
  if (shape.nullable) add({ label: 'null', details: [] });
  return types;
}

export function allowedValues(shape: Shape, merger: ShapeMerger): AllowedValues | undefined {
  if (shape.constValue && shape.constValue.value !== null) return { kind: 'const', values: [shape.constValue.value] };
  if (shape.enumValues) {
    const values = shape.enumValues.filter((value) => value !== null);
    return values.length === 1 ? { kind: 'const', values } : { kind: 'enum', values };
  }
  if (shape.scalarAlternatives.length > 0) {
    const values = shape.scalarAlternatives.flatMap((alternative) => allowedValues(alternative, merger)?.values ?? []);
    if (values.length > 0 && shape.scalarAlternatives.every((alternative) => allowedValues(alternative, merger)))
      return { kind: values.length === 1 ? 'const' : 'enum', values };
  }
  if (kindOf(shape) === 'array' && shape.items.length > 0) {
    const element = merger.shapeOf(shape.items);
    if (kindOf(element) === 'scalar') return allowedValues(element, merger);
  }
  return undefined;
}
