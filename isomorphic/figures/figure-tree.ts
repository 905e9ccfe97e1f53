import { namesPrefecture, type DocumentFigure, type FigureCircle } from './document-figure';
import type { FigureScales } from './figure-scales';
import type { JapanGeography } from './geography';
import { frameSize, project } from './projection';

/**
 * A drawing as a small element tree: the build renders it with React (pages/_components/figures/DocumentFigure.tsx),
 * the validator with `document.createElementNS` (renderer/content/schema-validator/validator-figure.ts), so a
 * pasted document is drawn by the same code as the examples. Styling hooks are data attributes
 * (`data-figure-part`); colours of the base map are CSS custom properties, the fills come from the scale data.
 */
export interface FigureElement {
  tag: string;
  attrs: Record<string, string>;
  children: Array<FigureElement | string>;
}

/** The id of the shared prefecture outlines, drawn once per page by `japanDefs` and used by every map. */
export const japanOutlinesId = 'dmdata-japan-prefectures';

const svgNamespace = 'http://www.w3.org/2000/svg';

function el(
  tag: string,
  attrs: Record<string, string | number | undefined>,
  ...children: Array<FigureElement | string>
) {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) clean[name] = String(value);
  return { tag, attrs: clean, children };
}

/** The outlines of every prefecture in one hidden `<svg>`: every map of the page refers to it with `<use>`. */
export function japanDefs(geography: JapanGeography): FigureElement {
  return el(
    'svg',
    { xmlns: svgNamespace, width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false', 'data-figure-defs': '' },
    el(
      'defs',
      {},
      el(
        'g',
        { id: japanOutlinesId },
        ...geography.prefectures.map((prefecture) =>
          el('path', { d: prefecture.d, 'vector-effect': 'non-scaling-stroke', 'data-prefecture': prefecture.code }),
        ),
      ),
    ),
  );
}

type Box = [number, number, number, number];

const boundsCache = new WeakMap<JapanGeography, Map<string, Box>>();

/** The bounding box of a relative path as written by the extract (`M x y`, `l dx dy`, `z`). */
function pathBounds(d: string): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Ml])(-?\d+) (-?\d+)/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else [x, y] = [x + Number(a), y + Number(b)];
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return box;
}

function prefectureBounds(geography: JapanGeography, code: string): Box | undefined {
  let cache = boundsCache.get(geography);
  if (!cache) {
    cache = new Map(geography.prefectures.map((prefecture) => [prefecture.code, pathBounds(prefecture.d)]));
    boundsCache.set(geography, cache);
  }
  return cache.get(code);
}

/**
 * The prefectures a figure fills: its own, and those its named areas begin with (the strongest level of the
 * scale, which lists levels strongest first for tsunami and warnings, weakest first for intensity).
 */
export function filledPrefectures(figure: DocumentFigure, geography: JapanGeography, scales: FigureScales) {
  const filled = [...figure.prefectures];
  const order = figure.scale ? scales[figure.scale].levels.map((level) => level.key) : [];
  const strongerFirst = figure.scale !== 'intensity';
  for (const area of figure.namedAreas ?? []) {
    const prefecture = geography.prefectures.find((candidate) => area.name.startsWith(candidate.name));
    if (!prefecture) continue;
    const known = filled.find((item) => item.code === prefecture.code);
    if (!known) filled.push({ code: prefecture.code, level: area.level });
    else {
      const difference = order.indexOf(area.level) - order.indexOf(known.level);
      if (strongerFirst ? difference < 0 : difference > 0) known.level = area.level;
    }
  }
  return filled;
}

/** Kilometres per degree of latitude (a sphere of 6371 km). */
const kmPerDegree = (2 * Math.PI * 6371) / 360;

/**
 * The outline of a circle in degrees, every 10°: a point at bearing θ and distance r km lies r·cos θ north and
 * r·sin θ / cos(latitude) east (true for the few hundred km of a typhoon's circles). With radii by direction, each
 * holds for the half circle around its azimuth (the nearest azimuth wins).
 */
export function circleOutline(circle: FigureCircle): Array<[number, number]> {
  const outline: Array<[number, number]> = [];
  const cosLatitude = Math.cos((circle.latitude * Math.PI) / 180);
  for (let bearing = 0; bearing < 360; bearing += 10) {
    const km = radiusAt(circle, bearing);
    const radians = (bearing * Math.PI) / 180;
    outline.push([
      circle.latitude + (km / kmPerDegree) * Math.cos(radians),
      circle.longitude + (km / kmPerDegree) * (Math.sin(radians) / cosLatitude),
    ]);
  }
  return outline;
}

function radiusAt(circle: FigureCircle, bearing: number): number {
  let best = circle.radii[0];
  let distance = Infinity;
  for (const radius of circle.radii) {
    if (radius.azimuth === undefined) return radius.km;
    const gap = Math.abs(((((bearing - radius.azimuth) % 360) + 540) % 360) - 180);
    if (gap < distance) [best, distance] = [radius, gap];
  }
  return best.km;
}

/** Whether anything the figure places lies outside the frame of the map data (Japan). */
export function outsideFrame(figure: DocumentFigure, geography: JapanGeography): boolean {
  const { projection } = geography;
  const places: Array<[number, number]> = [
    ...figure.points.map((point): [number, number] => [point.latitude, point.longitude]),
    ...(figure.circles ?? []).flatMap(circleOutline),
    ...(figure.lines ?? []).flatMap((line) => line.points),
  ];
  return places.some(
    ([latitude, longitude]) =>
      latitude > projection.north ||
      latitude < projection.south ||
      longitude < projection.west ||
      longitude > projection.east,
  );
}

/** The part of the frame a figure shows: what it fills and marks, with a margin, never narrower than `minSide`. */
export function figureViewBox(
  figure: DocumentFigure,
  geography: JapanGeography,
  filled: DocumentFigure['prefectures'] = figure.prefectures,
): Box {
  const { width, height } = frameSize(geography.projection);
  const boxes: Box[] = filled.flatMap((item) => {
    const box = prefectureBounds(geography, item.code);
    return box ? [box] : [];
  });
  for (const point of figure.points) {
    const [x, y] = project(geography.projection, point.latitude, point.longitude);
    boxes.push([x, y, x, y]);
  }
  for (const [latitude, longitude] of [
    ...(figure.circles ?? []).flatMap(circleOutline),
    ...(figure.lines ?? []).flatMap((line) => line.points),
  ]) {
    const [x, y] = project(geography.projection, latitude, longitude);
    boxes.push([x, y, x, y]);
  }
  if (boxes.length === 0) return [0, 0, width, height];
  if (figure.wholeJapan) boxes.push([0, 0, width, height]);
  const margin = 60;
  const minSide = 280;
  let x0 = Math.min(...boxes.map((box) => box[0])) - margin;
  let y0 = Math.min(...boxes.map((box) => box[1])) - margin;
  let x1 = Math.max(...boxes.map((box) => box[2])) + margin;
  let y1 = Math.max(...boxes.map((box) => box[3])) + margin;
  // At least minSide each way, and no flatter than 4:3 either way, grown around the centre.
  const grow = (low: number, high: number, size: number): [number, number] => {
    const extra = Math.max(0, size - (high - low)) / 2;
    return [low - extra, high + extra];
  };
  [x0, x1] = grow(x0, x1, minSide);
  [y0, y1] = grow(y0, y1, minSide);
  [x0, x1] = grow(x0, x1, ((y1 - y0) * 3) / 4);
  [y0, y1] = grow(y0, y1, ((x1 - x0) * 3) / 4);
  return [x0, y0, x1 - x0, y1 - y0].map(Math.round) as Box;
}

function colourOf(scales: FigureScales, figure: DocumentFigure, level: string | undefined): string | undefined {
  if (!figure.scale || !level) return undefined;
  return scales[figure.scale].levels.find((item) => item.key === level)?.colour;
}

function chip(colour: string): FigureElement {
  return el(
    'svg',
    {
      xmlns: svgNamespace,
      viewBox: '0 0 10 10',
      width: 12,
      height: 12,
      'aria-hidden': 'true',
      'data-figure-part': 'chip',
    },
    el('rect', { width: 10, height: 10, rx: 2, fill: colour }),
  );
}

/** The path of a point's mark, centred on 0 0: × an epicentre, ▲ a volcano, ● a typhoon's centre, + a forecast's. */
function markPath(kind: DocumentFigure['points'][number]['kind'], size: number): string {
  const round = (value: number) => Number(value.toFixed(1));
  const [s, t] = [round(size), round(size * 0.6)];
  switch (kind) {
    case 'epicentre':
      return `M${-s} ${-s}L${s} ${s}M${-s} ${s}L${s} ${-s}`;
    case 'volcano':
      return `M0 ${round(-size * 1.1)}L${s} ${round(size * 0.7)}L${-s} ${round(size * 0.7)}Z`;
    case 'centre':
      return `M${-t} 0a${t} ${t} 0 1 0 ${2 * t} 0a${t} ${t} 0 1 0 ${-2 * t} 0Z`;
    case 'forecast':
      return `M${-t} 0L${t} 0M0 ${-t}L0 ${t}`;
    case 'high':
    case 'low':
      return '';
  }
}

/** A weather map's lines (fronts, isobars) in their scale's colour. */
function lineShapes(figure: DocumentFigure, geography: JapanGeography, scales: FigureScales): FigureElement[] {
  return (figure.lines ?? []).map((line) => {
    const d = line.points
      .map(([latitude, longitude]) =>
        project(geography.projection, latitude, longitude)
          .map((value) => value.toFixed(1))
          .join(' '),
      )
      .join('L');
    return el(
      'path',
      {
        d: `M${d}`,
        stroke: colourOf(scales, figure, line.kind),
        'vector-effect': 'non-scaling-stroke',
        'data-figure-part': 'line',
        'data-level': line.kind,
      },
      el('title', {}, line.label),
    );
  });
}

/** The circles of a figure (予報円, 暴風域, 強風域) as closed paths in drawing units, outermost first. */
function circleShapes(figure: DocumentFigure, geography: JapanGeography, scales: FigureScales): FigureElement[] {
  return (figure.circles ?? []).map((circle) => {
    const points = circleOutline(circle).map(([latitude, longitude]) =>
      project(geography.projection, latitude, longitude)
        .map((value) => value.toFixed(1))
        .join(' '),
    );
    const colour = circle.kind === 'probability' ? undefined : colourOf(scales, figure, circle.kind);
    return el(
      'path',
      {
        d: `M${points.join('L')}Z`,
        fill: colour,
        stroke: colour,
        'vector-effect': 'non-scaling-stroke',
        'data-figure-part': 'circle',
        'data-level': circle.kind,
      },
      el('title', {}, circle.label),
    );
  });
}

/** The line through a typhoon's centres, in the document's order. */
function trackLine(figure: DocumentFigure, geography: JapanGeography): FigureElement[] {
  const points = figure.points.filter((point) => point.kind === 'centre' || point.kind === 'forecast');
  if (!figure.track || points.length < 2) return [];
  const d = points
    .map((point) =>
      project(geography.projection, point.latitude, point.longitude)
        .map((v) => v.toFixed(1))
        .join(' '),
    )
    .join('L');
  return [el('path', { d: `M${d}`, 'vector-effect': 'non-scaling-stroke', 'data-figure-part': 'track' })];
}

/** The marks of the figure's points, centred on the projected point. */
function pointMark(figure: DocumentFigure, geography: JapanGeography, box: Box): FigureElement[] {
  const size = box[2] / 28;
  return figure.points.map((point) => {
    const [x, y] = project(geography.projection, point.latitude, point.longitude);
    // One group per point, placed where the document says (tests read data-latitude/longitude and data-x/y).
    const group = (...children: FigureElement[]) =>
      el(
        'g',
        {
          'data-figure-part': point.kind,
          'data-latitude': point.latitude,
          'data-longitude': point.longitude,
          'data-x': x.toFixed(1),
          'data-y': y.toFixed(1),
          transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
        },
        el('title', {}, point.label),
        ...children,
      );
    if (point.kind === 'high' || point.kind === 'low')
      return group(
        el(
          'text',
          {
            'font-size': (size * 1.6).toFixed(1),
            'stroke-width': (size * 0.25).toFixed(1),
            'text-anchor': 'middle',
            dy: '0.35em',
            'data-figure-part': 'letter',
          },
          point.kind === 'high' ? '高' : '低',
        ),
      );
    const d = markPath(point.kind, size);
    // A wide pale stroke under the mark keeps it visible on any fill.
    return group(
      el('path', { d, 'vector-effect': 'non-scaling-stroke', 'data-figure-part': 'halo' }),
      el('path', { d, 'vector-effect': 'non-scaling-stroke', 'data-figure-part': 'mark' }),
    );
  });
}

/** The longer side of a map in CSS pixels. */
const mapSide = 400;

function drawing(
  figure: DocumentFigure,
  geography: JapanGeography,
  scales: FigureScales,
  label: string,
): FigureElement {
  const filled = filledPrefectures(figure, geography, scales);
  const box = figureViewBox(figure, geography, filled);
  const fills = filled.flatMap((item) => {
    const prefecture = geography.prefectures.find((candidate) => candidate.code === item.code);
    const colour = colourOf(scales, figure, item.level);
    if (!prefecture || !colour) return [];
    return [
      el('path', {
        d: prefecture.d,
        fill: colour,
        'vector-effect': 'non-scaling-stroke',
        'data-figure-part': 'fill',
        'data-prefecture': item.code,
        'data-level': item.level,
      }),
    ];
  });
  return el(
    'svg',
    {
      xmlns: svgNamespace,
      viewBox: box.join(' '),
      // The drawing's own size, its longer side `mapSide` px: CSS lets it shrink to the column, never stretches it.
      width: Math.round((box[2] * mapSide) / Math.max(box[2], box[3])),
      height: Math.round((box[3] * mapSide) / Math.max(box[2], box[3])),
      role: 'img',
      'aria-label': label,
      'data-figure-part': 'map',
      preserveAspectRatio: 'xMidYMid meet',
    },
    el('rect', { x: box[0], y: box[1], width: box[2], height: box[3], 'data-figure-part': 'sea' }),
    el('use', { href: `#${japanOutlinesId}`, 'data-figure-part': 'land' }),
    ...fills,
    ...circleShapes(figure, geography, scales),
    ...lineShapes(figure, geography, scales),
    ...trackLine(figure, geography),
    ...pointMark(figure, geography, box),
  );
}

const markLabels: Record<DocumentFigure['points'][number]['kind'], string> = {
  epicentre: '× 震央',
  volcano: '▲ 火山',
  centre: '● 中心（実況・推定）',
  forecast: '＋ 予報円の中心',
  high: '高 高気圧の中心',
  low: '低 低気圧・熱帯低気圧・台風の中心',
};

/** The legend's sign of a forecast circle: a dashed ring, as the map draws it. */
function dashedChip(): FigureElement {
  return el(
    'svg',
    {
      xmlns: svgNamespace,
      viewBox: '0 0 12 12',
      width: 12,
      height: 12,
      'aria-hidden': 'true',
      'data-figure-part': 'ring',
    },
    el('circle', { cx: 6, cy: 6, r: 4.5 }),
  );
}

/** The legend of the figure's scale, and the marks it uses. */
function legend(figure: DocumentFigure, scales: FigureScales): FigureElement | undefined {
  if (!figure.scale) return undefined;
  const scale = scales[figure.scale];
  const used = new Set([
    ...figure.prefectures.map((item) => item.level),
    ...figure.rows.map((row) => row.level),
    ...(figure.circles ?? []).map((circle) => circle.kind),
    ...(figure.lines ?? []).map((line) => line.kind),
  ]);
  // The agency's scales (intensity, the tsunami categories) show every class; the others only what is drawn.
  const levels = ['warning', 'typhoon', 'weathermap'].includes(figure.scale)
    ? scale.levels.filter((item) => used.has(item.key))
    : scale.levels;
  const marks = [...new Set(figure.points.map((point) => point.kind))];
  if (levels.length === 0 && marks.length === 0) return undefined;
  return el(
    'ul',
    { 'data-figure-part': 'legend', 'aria-label': '凡例' },
    ...levels.map((level) =>
      el(
        'li',
        { 'data-level': level.key },
        level.key === 'probability' ? dashedChip() : chip(level.colour),
        level.label,
      ),
    ),
    ...marks.map((kind) => el('li', { 'data-figure-part': `legend-${kind}` }, markLabels[kind])),
  );
}

function rowsTable(figure: DocumentFigure, scales: FigureScales): FigureElement | undefined {
  if (figure.rows.length === 0) return undefined;
  return el(
    'table',
    { 'data-figure-part': 'rows' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, '区域・地点'), el('th', { scope: 'col' }, '内容'))),
    el(
      'tbody',
      {},
      ...figure.rows.map((row) => {
        const colour = colourOf(scales, figure, row.level);
        return el('tr', {}, el('td', {}, row.area), el('td', {}, ...(colour ? [chip(colour)] : []), row.value));
      }),
    ),
  );
}

/** Whether the figure has anything to put on the map. */
export function hasMap(figure: DocumentFigure): boolean {
  return (
    figure.points.length > 0 ||
    figure.prefectures.length > 0 ||
    (figure.namedAreas ?? []).some((area) => namesPrefecture(area.name))
  );
}

/** The whole figure: the map (when there is something to place), the legend, the caption and the text equivalent. */
export function figureTree(figure: DocumentFigure, geography: JapanGeography, scales: FigureScales): FigureElement {
  const facts = figure.facts.join('、');
  const label = `${figure.title}${facts ? `: ${facts}` : ''}`;
  const map = hasMap(figure);
  const caption = el(
    'figcaption',
    {},
    el('strong', {}, figure.title),
    ...(facts ? [el('span', { 'data-figure-part': 'facts' }, facts)] : []),
    ...figure.lacks.map((lack) => el('span', { 'data-figure-part': 'lack' }, lack)),
    ...(map && outsideFrame(figure, geography)
      ? [
          el(
            'span',
            { 'data-figure-part': 'lack' },
            '地図データは日本の都道府県だけなので、日本の外の陸地は描かれていません',
          ),
        ]
      : []),
    ...(map ? [el('small', { 'data-figure-part': 'attribution' }, geography.attribution)] : []),
  );
  const parts: Array<FigureElement | undefined> = [
    map ? drawing(figure, geography, scales, label) : undefined,
    legend(figure, scales),
    caption,
    rowsTable(figure, scales),
  ];
  return el(
    'figure',
    { 'data-document-figure': map ? 'map' : 'text' },
    ...parts.filter((part): part is FigureElement => part !== undefined),
  );
}
