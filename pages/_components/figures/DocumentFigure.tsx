import { createElement, type ReactNode } from 'react';
import type { DocumentFigure as DocumentFigureModel } from '../../../isomorphic/figures/document-figure';
import { figureTree, japanDefs, type FigureElement } from '../../../isomorphic/figures/figure-tree';
import { figureScales, japanGeography } from './figure-data';

/** SVG attribute names React spells in camelCase. */
const reactNames: Record<string, string> = {
  'vector-effect': 'vectorEffect',
  'font-size': 'fontSize',
  'stroke-width': 'strokeWidth',
  'text-anchor': 'textAnchor',
  class: 'className',
};

function toReact(node: FigureElement | string, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) props[reactNames[name] ?? name] = value;
  if (key !== undefined) props.key = key;
  return createElement(node.tag, props, ...node.children.map((child, index) => toReact(child, index)));
}

/** A drawing of one document (figure-tree.ts), rendered at build time: inline SVG and HTML, no script. */
export function DocumentFigure({ figure }: { figure: DocumentFigureModel }) {
  return toReact(figureTree(figure, japanGeography, figureScales));
}

/** The prefecture outlines every map on the page refers to; render it once, before the first map. */
export function JapanOutlines() {
  return toReact(japanDefs(japanGeography));
}
