import { documentFigure } from '../../../isomorphic/figures/document-figure';
import {
  figureTree,
  hasMap,
  japanDefs,
  japanOutlinesId,
  type FigureElement,
} from '../../../isomorphic/figures/figure-tree';
import { figureScales, japanGeography } from '../../../pages/_components/figures/figure-data';

/**
 * The validator's drawing of a valid pasted document: the tree the reference pages render at build time
 * (isomorphic/figures/figure-tree.ts), built here with DOM calls. This module, the map and the scales are part of
 * the validator's chunk, which only the validator page loads.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';

function build(node: FigureElement | string, inSvg: boolean): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const svg = inSvg || node.tag === 'svg';
  const element = svg ? document.createElementNS(svgNamespace, node.tag) : document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) if (name !== 'xmlns') element.setAttribute(name, value);
  element.append(...node.children.map((child) => build(child, svg)));
  return element;
}

/** The figure of a document, with the shared outlines the first time a map is drawn; null if it is no document. */
export function validatorFigure(value: unknown): Node | null {
  const figure = documentFigure(value);
  if (!figure) return null;
  const fragment = document.createDocumentFragment();
  if (hasMap(figure) && !document.getElementById(japanOutlinesId))
    fragment.append(build(japanDefs(japanGeography), true));
  fragment.append(build(figureTree(figure, japanGeography, figureScales), false));
  return fragment;
}
