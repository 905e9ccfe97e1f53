import type { Element, Root } from 'hast';
import { indexWordSeparator } from '../../isomorphic/search-text';

/**
 * Japanese text split into words for the search index the way the browser splits a query. On the site's
 * pages (`<html lang="ja">`) Pagefind's browser code splits what the visitor types with `Intl.Segmenter('ja')`
 * (ICU); its indexer splits Japanese its own way (a dictionary of its own), and a query word the index does
 * not hold finds nothing (震源・震度に関する情報: `に関する` is one ICU word). So the build splits the
 * indexed text with Node's `Intl.Segmenter('ja')` (ICU, like Chromium's), marks each boundary with
 * `indexWordSeparator`, and indexes under a language Pagefind does not split (generators/build/search-index.ts).
 */
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

const whitespace = /\s/u;

/** `震源・震度に関する情報` → the same words with `indexWordSeparator` between them (spaces stay as they are). */
export function segmentText(text: string): string {
  let out = '';
  let previous = '';
  for (const { segment } of segmenter.segment(text.split(indexWordSeparator).join(' '))) {
    if (previous && !whitespace.test(previous.at(-1) ?? '') && !whitespace.test(segment[0])) out += indexWordSeparator;
    out += segment;
    previous = segment;
  }
  return out;
}

/**
 * Text between two tags, split into words, with a boundary at each end: Pagefind joins the text of inline
 * elements without a space (`を<code>VXSE53</code>速報`), and words never run across a tag of the site's markup.
 */
function segmentRun(value: string): string {
  if (!/\S/u.test(value)) return value;
  const words = segmentText(value);
  const start = whitespace.test(words[0]) ? '' : indexWordSeparator;
  const end = whitespace.test(words.at(-1) ?? '') ? '' : indexWordSeparator;
  return `${start}${words}${end}`;
}

/** Elements whose content is not segmented: raw text. A `<template>`'s content is not among a node's children. */
const rawTextElements = new Set(['script', 'style', 'textarea']);

/**
 * Splits the text of every element below `node` (a parsed page, hast) into words, in place; elements, comments,
 * attributes, scripts, styles and templates are unchanged.
 */
export function segmentTree(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type === 'text') child.value = segmentRun(child.value);
    else if (child.type === 'element' && !rawTextElements.has(child.tagName)) segmentTree(child);
  }
}
