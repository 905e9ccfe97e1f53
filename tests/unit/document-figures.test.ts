import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { documentFigure, type DocumentFigure } from '../../isomorphic/figures/document-figure';
import { figureTree, figureViewBox, hasMap, type FigureElement } from '../../isomorphic/figures/figure-tree';
import type { FigureScales } from '../../isomorphic/figures/figure-scales';
import type { JapanGeography } from '../../isomorphic/figures/geography';
import { project } from '../../isomorphic/figures/projection';
import { messageFigures, seismologyDocument } from '../../generators/api/message-figures';
import { loadApiCatalog } from '../../generators/api/load';

/**
 * The drawings of documents (issue 36): the map dataset matches its record, every real example has a drawing,
 * an epicentre lands where the document puts it, the intensity colours and legend are the agency's scale, and a
 * document without an epicentre or intensities draws what it has and says what it lacks.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const geography = JSON.parse(read('data/geography/japan-prefectures.json')) as JapanGeography;
const scales = JSON.parse(read('data/figure-scales.json')) as FigureScales;
const record = parse(read('data/geography/japan-prefectures.yaml')) as {
  extract: { file: string; sha256: string };
  attribution: string;
  origin: { licence: string };
  source: { package: string; version: string; integrity: string; fileSha256: string };
  prefectures: Array<{ code: string; name: string }>;
};

const schemasDir = path.join(root, 'data/schemas');
const examples = readdirSync(schemasDir)
  .filter((name) => !name.endsWith('.json'))
  .flatMap((name) =>
    readdirSync(path.join(schemasDir, name, 'examples')).map((file) => ({
      label: `${name}/${file}`,
      document: JSON.parse(read(`data/schemas/${name}/examples/${file}`)) as unknown,
    })),
  );

/** The real documents of the service beside the repository (their absence fails), by schema folder. */
const samplesDir = path.resolve(root, '../shared/samples');
const samples = readdirSync(samplesDir).flatMap((name) =>
  readdirSync(path.join(samplesDir, name))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      label: `sample ${name}/${file}`,
      document: JSON.parse(readFileSync(path.join(samplesDir, name, file), 'utf8')) as unknown,
    })),
);

/** Every `{ latitude: { value }, longitude: { value } }` a document's body carries, with its path. */
function positionsOf(value: unknown, at = 'body'): Array<{ at: string; latitude: number; longitude: number }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => positionsOf(item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, { value?: unknown } | undefined>;
  const latitude = Number(node.latitude?.value);
  const longitude = Number(node.longitude?.value);
  const own = node.latitude && node.longitude && Number.isFinite(latitude) && Number.isFinite(longitude);
  return [
    ...(own ? [{ at, latitude, longitude }] : []),
    ...Object.entries(node).flatMap(([key, child]) => positionsOf(child, `${at}.${key}`)),
  ];
}

/** Drawing units back to degrees: the inverse of `project`. */
function unproject(x: number, y: number): { latitude: number; longitude: number } {
  const { projection } = geography;
  const scaleX = Math.cos((projection.standardParallel * Math.PI) / 180) * projection.unitsPerDegree;
  return { latitude: projection.north - y / projection.unitsPerDegree, longitude: projection.west + x / scaleX };
}

function example(label: string): unknown {
  const found = examples.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no example ${label}`);
  return found.document;
}

function figureOf(label: string): DocumentFigure {
  return documentFigure(example(label))!;
}

/** Every element of a tree that matches. */
function findAll(node: FigureElement | string, test: (element: FigureElement) => boolean): FigureElement[] {
  if (typeof node === 'string') return [];
  return [...(test(node) ? [node] : []), ...node.children.flatMap((child) => findAll(child, test))];
}

function textOf(node: FigureElement | string): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

const part = (name: string) => (element: FigureElement) => element.attrs['data-figure-part'] === name;

describe('the map dataset', () => {
  it('is the extract its record names, with its checksum, licence and attribution', () => {
    const text = read(record.extract.file);
    expect(createHash('sha256').update(text).digest('hex')).toBe(record.extract.sha256);
    expect(record.origin.licence).toBe('Public domain');
    expect(record.source.integrity).toMatch(/^sha512-/);
    expect(record.source.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(geography.attribution).toBe(record.attribution);
  });

  it('has the 47 prefectures of the record, each with an outline', () => {
    expect(geography.prefectures.map(({ code, name }) => ({ code, name }))).toEqual(
      record.prefectures.map(({ code, name }) => ({ code, name })),
    );
    for (const prefecture of geography.prefectures) expect(prefecture.d, prefecture.name).toMatch(/^M\d+ \d+l/);
  });
});

describe('every real example', () => {
  it('has a drawing with a caption, and a map whenever it names a place or an area', () => {
    expect(examples.length).toBeGreaterThan(50);
    for (const { label, document } of examples) {
      const figure = documentFigure(document);
      expect(figure, label).toBeDefined();
      const tree = figureTree(figure!, geography, scales);
      expect(
        findAll(tree, (element) => element.tag === 'figcaption'),
        label,
      ).toHaveLength(1);
      expect(findAll(tree, part('map')).length, label).toBe(hasMap(figure!) ? 1 : 0);
      // A figure that draws nothing says why.
      if (!hasMap(figure!)) expect(figure!.lacks.length, label).toBeGreaterThan(0);
      // A map carries the attribution of its data.
      if (hasMap(figure!)) expect(textOf(tree), label).toContain(geography.attribution);
    }
  });

  it('marks every position its document carries, where the document puts it, in examples and samples alike', () => {
    expect(samples.length).toBeGreaterThan(50);
    let marked = 0;
    for (const { label, document } of [...examples, ...samples]) {
      const figure = documentFigure(document)!;
      const positions = positionsOf((document as { body?: unknown }).body);
      if ((document as { infoType?: string }).infoType === '取消') {
        // A cancellation draws nothing it cancels, and says so.
        expect(hasMap(figure), label).toBe(false);
        expect(figure.lacks.join(), label).toContain('取り消し');
        continue;
      }
      if (positions.length > 0) expect(hasMap(figure), label).toBe(true);
      const marks = findAll(figureTree(figure, geography, scales), (element) => element.attrs['data-x'] !== undefined);
      for (const position of positions) {
        const [x, y] = project(geography.projection, position.latitude, position.longitude);
        const mark = marks.find(
          (candidate) =>
            Number(candidate.attrs['data-latitude']) === position.latitude &&
            Number(candidate.attrs['data-longitude']) === position.longitude,
        );
        expect(mark, `${label} ${position.at}`).toBeDefined();
        expect(mark!.attrs.transform, `${label} ${position.at}`).toBe(`translate(${x.toFixed(1)} ${y.toFixed(1)})`);
        marked += 1;
      }
    }
    expect(marked).toBeGreaterThan(100);
  });

  it('maps the kinds the issue names: earthquakes, EEW, tsunami, volcanoes and warnings', () => {
    for (const label of [
      'earthquake-information/vxse53.json',
      'eew-information/vxse43.json',
      'tsunami-information/vtse41.json',
      'volcano-information/vfvo50.json',
      'weather-warning/vpww54.json',
      'weather-landslide/vxww50.json',
      'weather-typhoon/vptw60.json',
      'forecast-weathermap/vzsa50.json',
    ])
      expect(hasMap(figureOf(label)), label).toBe(true);
  });
});

describe('an epicentre', () => {
  it("is drawn at the projection of the document's coordinates, inside the prefecture it lies in", () => {
    const document = example('earthquake-information/vxse53.json') as {
      body: {
        earthquake: { hypocenter: { coordinate: { latitude: { value: string }; longitude: { value: string } } } };
      };
    };
    const { latitude, longitude } = document.body.earthquake.hypocenter.coordinate;
    const tree = figureTree(figureOf('earthquake-information/vxse53.json'), geography, scales);
    const [mark] = findAll(tree, part('epicentre'));
    const [x, y] = project(geography.projection, Number(latitude.value), Number(longitude.value));
    expect(mark.attrs.transform).toBe(`translate(${x.toFixed(1)} ${y.toFixed(1)})`);
    // Back from drawing units to degrees, the mark is where the document says (within a rounding step).
    const { projection } = geography;
    const scaleX = Math.cos((projection.standardParallel * Math.PI) / 180) * projection.unitsPerDegree;
    expect(projection.west + Number(mark.attrs['data-x']) / scaleX).toBeCloseTo(Number(longitude.value), 2);
    expect(projection.north - Number(mark.attrs['data-y']) / projection.unitsPerDegree).toBeCloseTo(
      Number(latitude.value),
      2,
    );
    // 胆振地方中東部 is in Hokkaido: the mark falls inside Hokkaido's outline box and inside the map's view.
    const hokkaido = figureViewBox({ ...figureOf('earthquake-information/vxse53.json'), points: [] }, geography);
    expect(x).toBeGreaterThan(hokkaido[0]);
    expect(x).toBeLessThan(hokkaido[0] + hokkaido[2]);
    expect(y).toBeGreaterThan(hokkaido[1]);
    expect(y).toBeLessThan(hokkaido[1] + hokkaido[3]);
  });

  it('of a telegram in the tsunami, EEW and hypocentre-update formats is drawn too', () => {
    for (const label of [
      'tsunami-information/vtse41.json',
      'eew-information/vxse43.json',
      'earthquake-hypocenter-update/vxse61.json',
    ])
      expect(
        figureOf(label).points.map((point) => point.kind),
        label,
      ).toEqual(['epicentre']);
  });
});

describe('intensity colours and legend', () => {
  const intensity = JSON.parse(read('data/schemas/components.schema.json')).$defs.IntensityClass as { enum: string[] };

  it("cover the agency's intensity classes in order, as the schemas write them", () => {
    expect(scales.intensity.levels.map((level) => level.key)).toEqual(intensity.enum);
    expect(scales.intensity.levels.map((level) => level.label)).toEqual([
      '震度1',
      '震度2',
      '震度3',
      '震度4',
      '震度5弱',
      '震度5強',
      '震度6弱',
      '震度6強',
      '震度7',
    ]);
    expect(scales.intensity.source.url).toMatch(/^https:\/\/www\.jma\.go\.jp\//);
  });

  it('fill each prefecture with the colour of its maximum intensity, and the legend lists the whole scale', () => {
    const figure = figureOf('earthquake-information/vxse53.json');
    const tree = figureTree(figure, geography, scales);
    const fills = findAll(tree, part('fill'));
    expect(fills.map((fill) => [fill.attrs['data-prefecture'], fill.attrs.fill])).toEqual([
      ['01', scales.intensity.levels.find((level) => level.key === '5-')!.colour],
    ]);
    const [legend] = findAll(tree, part('legend'));
    const items = findAll(legend, (element) => element.tag === 'li' && element.attrs['data-level'] !== undefined);
    expect(
      items.map((item) => [textOf(item), findAll(item, (element) => element.tag === 'rect')[0].attrs.fill]),
    ).toEqual(scales.intensity.levels.map((level) => [level.label, level.colour]));
  });
});

describe('a document without an epicentre or without intensities', () => {
  it('震度速報 (no hypocentre) fills the prefectures and says the epicentre is missing', () => {
    const figure = figureOf('earthquake-information/vxse51.json');
    expect(figure.points).toEqual([]);
    expect(figure.prefectures).toEqual([{ code: '01', level: '5-' }]);
    expect(figure.lacks.join()).toContain('震源');
  });

  it('震源に関する情報 (no intensity) marks the epicentre and says the intensities are missing', () => {
    const figure = figureOf('earthquake-information/vxse52.json');
    expect(figure.points).toHaveLength(1);
    expect(figure.prefectures).toEqual([]);
    expect(figure.lacks.join()).toContain('震度の情報はこの文書にありません');
  });

  it('a cancellation draws no map and says it is one', () => {
    for (const label of [
      'earthquake-information/vxse53-cancel.json',
      'eew-information/vxse43-cancel.json',
      'weather-typhoon/vptw61-cancel.json',
    ]) {
      const figure = figureOf(label);
      expect(hasMap(figure), label).toBe(false);
      expect(figure.facts, label).toContain('取消');
      expect(figure.lacks.join(), label).toContain('取り消し');
    }
  });

  it('a document naming only 地方予報区 lists them and says the map has no outline for them', () => {
    const figure = figureOf('forecast-season/vpck50-1month.json');
    expect(hasMap(figure)).toBe(false);
    expect(figure.rows.map((row) => row.area)).toEqual(['東北地方', '東北日本海側', '東北太平洋側']);
    expect(figure.lacks.join()).toContain('地方予報区は地図データに境界がない');
  });

  it('a document with nothing to place keeps its own title and says it has no place', () => {
    for (const label of ['earthquake-counts/vxse60.json', 'earthquake-information/vzse40.json']) {
      const figure = figureOf(label);
      expect(hasMap(figure), label).toBe(false);
      expect(figure.title, label).toBe((example(label) as { title: string }).title);
      expect(figure.lacks.length, label).toBeGreaterThan(0);
    }
  });

  it('areas whose warnings are all lifted are listed as 解除 and not filled', () => {
    const figure = figureOf('weather-landslide/vxww50-release.json');
    const released = figure.rows.filter((row) => row.value.includes('（解除）'));
    expect(released.length).toBeGreaterThan(0);
    expect(released.every((row) => row.level === undefined)).toBe(true);
    expect(figure.prefectures.every((item) => item.level === 'named')).toBe(true);
  });

  it('an EEW forecast lists its regions by forecast intensity and says they are not on the map', () => {
    const figure = figureOf('eew-information/vxse43.json');
    expect(figure.rows.map((row) => row.area)).toEqual(['胆振地方中東部', '日高地方西部', '石狩地方南部']);
    expect(figure.rows[0].value).toContain('震度5弱〜震度5強');
    expect(figure.lacks.join()).toContain('表にだけ示します');
  });

  it('a tsunami forecast groups its areas by category, strongest first', () => {
    const figure = figureOf('tsunami-information/vtse41.json');
    const order = scales.tsunami.levels.map((level) => level.key);
    const levels = figure.rows.map((row) => order.indexOf(row.level!));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(figure.rows[0].value).toContain('津波注意報');
    // Along the coast as far as names allow: 宮城県 in the advisory colour, 青森県 (青森県太平洋沿岸) in the forecast one.
    const fills = findAll(figureTree(figure, geography, scales), part('fill'));
    const colour = (key: string) => scales.tsunami.levels.find((level) => level.key === key)!.colour;
    const fillOf = (code: string) => fills.find((fill) => fill.attrs['data-prefecture'] === code)?.attrs.fill;
    expect(fillOf('04')).toBe(colour('advisory'));
    expect(fillOf('02')).toBe(colour('forecast'));
  });
});

describe('a typhoon', () => {
  const typhoons = [
    ...examples.filter((item) => item.label.startsWith('weather-typhoon/')),
    ...samples.filter((item) => item.label.startsWith('sample weather-typhoon/')),
  ].filter((item) => (item.document as { infoType?: string }).infoType !== '取消');

  interface Forecast {
    type: string;
    center: {
      coordinate?: { latitude: { value: string }; longitude: { value: string } };
      probabilityCircle?: {
        basePoint: { latitude: { value: string }; longitude: { value: string } };
        axes: Array<{ direction: { condition?: string }; radius: { value: string } }>;
      };
    };
  }

  it("has its centres and forecast circles where the document puts them, the circles' radii true to the km", () => {
    expect(typhoons.length).toBeGreaterThan(4);
    let circles = 0;
    for (const { label, document } of typhoons) {
      const forecasts = (document as { body: { forecasts: Forecast[] } }).body.forecasts;
      const tree = figureTree(documentFigure(document)!, geography, scales);
      const marks = findAll(tree, (element) => ['centre', 'forecast'].includes(element.attrs['data-figure-part']));
      // One mark per centre, in the document's order: 実況 and 推定 as centres, 予報 at its circle's centre.
      expect(marks.length, label).toBe(forecasts.length);
      forecasts.forEach((forecast, index) => {
        const point = forecast.center.coordinate ?? forecast.center.probabilityCircle!.basePoint;
        const [latitude, longitude] = [Number(point.latitude.value), Number(point.longitude.value)];
        const mark = marks[index];
        expect(mark.attrs['data-figure-part'], `${label} ${index}`).toBe(
          forecast.center.probabilityCircle ? 'forecast' : 'centre',
        );
        const back = unproject(Number(mark.attrs['data-x']), Number(mark.attrs['data-y']));
        expect(back.latitude, `${label} ${index}`).toBeCloseTo(latitude, 1);
        expect(back.longitude, `${label} ${index}`).toBeCloseTo(longitude, 1);
      });
      // A forecast circle of radius r km: its northernmost point is r / 111.2 degrees north of the centre.
      const drawn = findAll(tree, (element) => element.attrs['data-level'] === 'probability' && element.tag === 'path');
      const withCircle = forecasts.filter((forecast) => forecast.center.probabilityCircle);
      expect(drawn.length, label).toBe(withCircle.length);
      withCircle.forEach((forecast, index) => {
        const { basePoint, axes } = forecast.center.probabilityCircle!;
        const km = Number(axes[0].radius.value);
        const [, x, y] = /^M(-?[\d.]+) (-?[\d.]+)/.exec(drawn[index].attrs.d)!.map(Number);
        const north = unproject(x, y);
        expect(north.latitude, `${label} circle ${index}`).toBeCloseTo(
          Number(basePoint.latitude.value) + km / ((2 * Math.PI * 6371) / 360),
          1,
        );
        expect(north.longitude, `${label} circle ${index}`).toBeCloseTo(Number(basePoint.longitude.value), 1);
        circles += 1;
      });
    }
    expect(circles).toBeGreaterThan(10);
  });

  it('says what it has and what it does not draw: a row per centre, 暴風警戒域 in the table only, no land abroad', () => {
    const figure = figureOf('weather-typhoon/vptw60.json');
    expect(figure.title).toBe('台風の中心と予報円');
    expect(figure.facts).toEqual(['台風第18号（ラガサ）', '大型で猛烈な台風', '中心気圧 915 hPa', '最大風速 55 m/s']);
    expect(figure.rows.map((row) => row.area)).toEqual([
      '実況 21日09時',
      '推定 21日10時',
      '予報 12時間後（21日21時）',
      '予報 24時間後（22日09時）',
      '予報 48時間後（23日09時）',
      '予報 72時間後（24日09時）',
      '予報 96時間後（25日09時）',
    ]);
    expect(figure.rows[1].value).toContain('暴風域 全域 190 km、強風域 北側 650 km・南側 460 km');
    expect(figure.rows[2].value).toContain('予報円の半径 50 km、暴風警戒域 全域 260 km');
    expect(figure.lacks).toContain('暴風警戒域は地図に描かず、表にだけ示します');
    const tree = figureTree(figure, geography, scales);
    // The track leaves the frame of the map data (to 110°E): the caption says the land abroad is not drawn.
    expect(textOf(tree)).toContain('日本の外の陸地は描かれていません');
    // The wind areas of the latest analysis only (推定), storm over strong, in the scale's colours.
    const areas = findAll(tree, part('circle')).filter((circle) => circle.attrs['data-level'] !== 'probability');
    expect(areas.map((circle) => [textOf(circle), circle.attrs.fill])).toEqual([
      ['推定 21日10時 強風域', scales.typhoon.levels.find((level) => level.key === 'strong')!.colour],
      ['推定 21日10時 暴風域', scales.typhoon.levels.find((level) => level.key === 'storm')!.colour],
    ]);
    expect(findAll(tree, part('track'))).toHaveLength(1);
  });

  it('a typhoon without forecasts (温帯低気圧化) draws its centre and strong-wind area, with no track', () => {
    const figure = figureOf('weather-typhoon/vptw60-extratropical.json');
    expect(figure.title).toBe('温帯低気圧の中心');
    expect(figure.facts).toContain('台風消滅（温帯低気圧化）');
    expect(figure.points.map((point) => point.kind)).toEqual(['centre']);
    expect(figure.circles?.map((circle) => [circle.kind, circle.radii])).toEqual([['strong', [{ km: 500 }]]]);
    expect(findAll(figureTree(figure, geography, scales), part('track'))).toEqual([]);
  });
});

describe('a weather map', () => {
  it('marks its highs and lows and draws its fronts and isobars through the points the document lists', () => {
    const document = example('forecast-weathermap/vzsa50.json') as {
      body: { weathermap: { items: Array<{ type: string; kinds: Array<{ type: string; line?: number[][] }> }> } };
    };
    const figure = figureOf('forecast-weathermap/vzsa50.json');
    expect(figure.points.map((point) => point.kind)).toEqual(['low', 'low', 'high']);
    const lines = document.body.weathermap.items.flatMap((item) => item.kinds).filter((kind) => kind.line);
    const tree = figureTree(figure, geography, scales);
    const drawn = findAll(tree, part('line'));
    expect(drawn.map((line) => textOf(line).split(' ')[0])).toEqual(lines.map((kind) => kind.type));
    drawn.forEach((line, index) => {
      const vertices = [...line.attrs.d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) =>
        unproject(Number(match[1]), Number(match[2])),
      );
      expect(vertices.length).toBe(lines[index].line!.length);
      vertices.forEach((vertex, at) => {
        expect(vertex.latitude).toBeCloseTo(lines[index].line![at][0], 1);
        expect(vertex.longitude).toBeCloseTo(lines[index].line![at][1], 1);
      });
      expect(line.attrs.stroke).toBe(
        scales.weathermap.levels.find((level) => level.key === line.attrs['data-level'])!.colour,
      );
    });
  });
});

describe('the telegram of the WebSocket data example', () => {
  it('is decoded from its body and drawn: the XML 震度速報 fills the prefecture of its observation', () => {
    const endpoint = loadApiCatalog().endpoints.find((item) => item.kind === 'websocket');
    const figures = messageFigures(endpoint as Parameters<typeof messageFigures>[0]);
    const drawn = Object.values(figures);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every(hasMap)).toBe(true);
  });

  it('reads Pref, Area and the hypocentre of a seismology XML body', () => {
    const xml = `<Report><Head><Title>震源・震度情報</Title><InfoType>発表</InfoType></Head><Body><Earthquake>
      <Hypocenter><Area><Name>茨城県南部</Name><Coordinate>+36.1+139.9-50000/</Coordinate></Area></Hypocenter>
      <Magnitude>4.5</Magnitude></Earthquake><Intensity><Observation><MaxInt>3</MaxInt><Pref><Name>茨城県</Name>
      <Code>08</Code><MaxInt>3</MaxInt><Area><Name>茨城県南部</Name><Code>301</Code><MaxInt>3</MaxInt></Area></Pref>
      </Observation></Intensity></Body></Report>`;
    const figure = documentFigure(seismologyDocument(xml))!;
    expect(figure.points).toEqual([{ kind: 'epicentre', latitude: 36.1, longitude: 139.9, label: '茨城県南部' }]);
    expect(figure.prefectures).toEqual([{ code: '08', level: '3' }]);
    expect(figure.facts).toContain('M4.5');
  });
});
