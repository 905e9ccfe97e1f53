import type { ScaleName } from './figure-scales';

/**
 * What a drawing of one document shows, read from the document alone (a JSON conversion document, or the parts of
 * an XML telegram an adapter reads into the same shape). The build draws it beside every real example, and the
 * validator draws a pasted document with the same code (figure-tree.ts). Nothing here knows about pixels.
 */
export interface DocumentFigure {
  /** The figure's title, e.g. 震源と都道府県ごとの最大震度. */
  title: string;
  /** Epicentres and volcanoes, in degrees. */
  points: FigurePoint[];
  /** Prefectures (JIS X 0401 code) filled with a level of `scale`. */
  prefectures: Array<{ code: string; level: string }>;
  /**
   * Areas known by name only (津波予報区): the drawing fills the prefecture whose name the area's name begins with
   * (宮城県, 青森県太平洋沿岸 → 青森県), the strongest level winning; areas such as 伊豆諸島 stay in the table.
   */
  namedAreas?: Array<{ name: string; level: string }>;
  /** The colour scale of the fills and of the rows, if the document has levels. */
  scale?: ScaleName;
  /** Short facts for the caption: 震央地名, M, 深さ, 最大震度 … */
  facts: string[];
  /** The text equivalent: one row per area (or per group of areas) with what the document says about it. */
  rows: FigureRow[];
  /** What the document does not carry, or what the site cannot draw, said in the caption. */
  lacks: string[];
}

export interface FigurePoint {
  kind: 'epicentre' | 'volcano';
  latitude: number;
  longitude: number;
  label: string;
}

export interface FigureRow {
  area: string;
  value: string;
  /** A level key of the figure's scale, for the colour chip beside the row. */
  level?: string;
}

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(object).filter((item): item is Json => item !== undefined) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = object(current)?.[key];
  return current;
}

/** The intensity classes a document writes (`maxInt`, `int`, `forecastMaxInt.from`), in the scale's keys. */
const intensityKeys = ['1', '2', '3', '4', '5-', '5+', '6-', '6+', '7'];
const intensityLabels: Record<string, string> = {
  '0': '震度0',
  '1': '震度1',
  '2': '震度2',
  '3': '震度3',
  '4': '震度4',
  '5-': '震度5弱',
  '5+': '震度5強',
  '6-': '震度6弱',
  '6+': '震度6強',
  '7': '震度7',
};

function intensityLabel(value: string): string {
  if (value === 'over') return '程度以上';
  return intensityLabels[value.replace(/^!/, '')] ?? value;
}

/** A prefecture code from a code the documents carry: JIS X 0401 (2 digits), 府県予報区 and 細分 (6), 市町村 (7). */
export function prefectureOfCode(code: string): string | undefined {
  if (!/^(\d{2}|\d{6}|\d{7})$/.test(code)) return undefined;
  const prefecture = code.slice(0, 2);
  const number = Number(prefecture);
  return number >= 1 && number <= 47 ? prefecture : undefined;
}

function coordinate(value: unknown): { latitude: number; longitude: number } | undefined {
  const latitude = Number(text(at(value, 'latitude', 'value')));
  const longitude = Number(text(at(value, 'longitude', 'value')));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/** Epicentre, 震央地名, magnitude and depth of an `earthquake` object, into the figure. */
function readEarthquake(earthquake: unknown, figure: DocumentFigure): void {
  const hypocenter = at(earthquake, 'hypocenter');
  const name = text(at(hypocenter, 'name'));
  const place = coordinate(at(hypocenter, 'coordinate'));
  if (place) figure.points.push({ kind: 'epicentre', ...place, label: name ?? '震央' });
  else figure.lacks.push('震源の位置（緯度・経度）はこの文書にありません');
  if (name) figure.facts.push(`震央地名 ${name}`);
  const magnitude = text(at(earthquake, 'magnitude', 'value'));
  const magnitudeCondition = text(at(earthquake, 'magnitude', 'condition'));
  if (magnitude && magnitude !== 'NaN') figure.facts.push(`M${magnitude}`);
  else if (magnitudeCondition) figure.facts.push(`マグニチュード ${magnitudeCondition}`);
  const depth = text(at(hypocenter, 'depth', 'value'));
  const depthCondition = text(at(hypocenter, 'depth', 'condition'));
  if (depthCondition) figure.facts.push(`深さ ${depthCondition}`);
  else if (depth) figure.facts.push(`深さ ${depth} km`);
}

function earthquakeInformation(body: Json, figure: DocumentFigure): void {
  figure.title = '震源と都道府県ごとの最大震度';
  if (body.earthquake) readEarthquake(body.earthquake, figure);
  else figure.lacks.push('震源の情報はこの文書にありません（震度だけの情報です）');
  const intensity = object(body.intensity);
  if (!intensity) {
    figure.lacks.push('震度の情報はこの文書にありません');
    return;
  }
  figure.scale = 'intensity';
  const maxInt = text(intensity.maxInt);
  if (maxInt) figure.facts.push(`最大震度 ${intensityLabel(maxInt).replace('震度', '')}`);
  for (const prefecture of list(intensity.prefectures)) {
    const code = text(prefecture.code);
    const level = text(prefecture.maxInt);
    if (code && level && intensityKeys.includes(level)) figure.prefectures.push({ code, level });
    figure.rows.push({
      area: text(prefecture.name) ?? code ?? '',
      value: level ? `最大${intensityLabel(level)}` : (text(prefecture.condition) ?? '—'),
      level: level && intensityKeys.includes(level) ? level : undefined,
    });
  }
  for (const region of list(intensity.regions)) {
    const level = text(region.maxInt);
    figure.rows.push({
      area: `${text(region.name) ?? ''}（地域）`,
      value: level ? `最大${intensityLabel(level)}` : (text(region.condition) ?? '—'),
      level: level && intensityKeys.includes(level) ? level : undefined,
    });
  }
  // The attribution under every map already says it is drawn by prefecture, without smaller boundaries.
}

function eewInformation(body: Json, figure: DocumentFigure): void {
  figure.title = '緊急地震速報の震源と予想震度';
  if (body.isCanceled === true) figure.facts.push('取消');
  if (body.earthquake) readEarthquake(body.earthquake, figure);
  else figure.lacks.push('震源の情報はこの文書にありません');
  const intensity = object(body.intensity);
  const from = text(at(intensity, 'forecastMaxInt', 'from'));
  const to = text(at(intensity, 'forecastMaxInt', 'to'));
  if (from)
    figure.facts.push(`予想最大震度 ${intensityLabel(from)}${to && to !== from ? `〜${intensityLabel(to)}` : ''}`);
  if (body.isWarning === true) figure.facts.push('警報');
  const regions = list(intensity?.regions);
  if (regions.length > 0) figure.scale = 'intensity';
  for (const region of regions) {
    const low = text(at(region, 'forecastMaxInt', 'from'));
    const high = text(at(region, 'forecastMaxInt', 'to'));
    const range = low ? `${intensityLabel(low)}${high && high !== low ? `〜${intensityLabel(high)}` : ''}` : '—';
    figure.rows.push({
      area: text(region.name) ?? '',
      value: `予想 ${range}${region.isWarning === true ? '（警報の対象）' : ''}`,
      level: low && intensityKeys.includes(low) ? low : undefined,
    });
  }
  const stations = list(intensity?.stations);
  for (const station of stations) {
    const level = text(station.int);
    const prefecture = prefectureOfCode(text(station.code)?.slice(0, 7) ?? '');
    if (prefecture && level && intensityKeys.includes(level)) {
      figure.scale = 'intensity';
      const known = figure.prefectures.find((item) => item.code === prefecture);
      if (!known) figure.prefectures.push({ code: prefecture, level });
      else if (intensityKeys.indexOf(level) > intensityKeys.indexOf(known.level)) known.level = level;
    }
    figure.rows.push({
      area: `${text(station.name) ?? ''}（観測点）`,
      value: level ? intensityLabel(level) : '—',
      level: level && intensityKeys.includes(level) ? level : undefined,
    });
  }
  if (regions.length > 0) figure.lacks.push('予想震度の区域（地震情報の細分区域）は、地図に塗らず表にだけ示します');
  else if (stations.length === 0) figure.lacks.push('予想震度の区域はこの文書にありません');
}

function tsunamiCategory(kindName: string): string | undefined {
  if (kindName.includes('大津波警報')) return 'major';
  if (kindName.includes('津波警報')) return 'warning';
  if (kindName.includes('津波注意報')) return 'advisory';
  if (kindName.includes('津波予報')) return 'forecast';
  return undefined;
}

/** `2025-10-14T03:50:00+09:00` → `14日03:50 第1波到達予想` (the time as the document writes it, in its offset). */
function arrivalText(dateTime: string | undefined): string | undefined {
  const match = /^\d{4}-\d{2}-(\d{2})T(\d{2}:\d{2})/.exec(dateTime ?? '');
  return match ? `${Number(match[1])}日${match[2]} 第1波到達予想` : dateTime;
}

function tsunamiInformation(body: Json, figure: DocumentFigure): void {
  figure.title = '津波予報区の区分と震源';
  const [earthquake] = list(body.earthquakes);
  if (earthquake) readEarthquake(earthquake, figure);
  else figure.lacks.push('震源の情報はこの文書にありません');
  const tsunami = object(body.tsunami);
  const forecasts = list(tsunami?.forecasts);
  if (forecasts.length > 0) figure.scale = 'tsunami';
  for (const forecast of forecasts) {
    const kindName = text(at(forecast, 'kind', 'name')) ?? '';
    const height = text(at(forecast, 'maxHeight', 'height', 'value'));
    const heightCondition = text(at(forecast, 'maxHeight', 'condition'));
    const arrival =
      text(at(forecast, 'firstHeight', 'condition')) ?? arrivalText(text(at(forecast, 'firstHeight', 'arrivalTime')));
    const parts = [kindName, height ? `予想の高さ ${height} m` : heightCondition, arrival].filter(Boolean);
    const level = tsunamiCategory(kindName);
    figure.rows.push({ area: text(forecast.name) ?? '', value: parts.join('、'), level });
    if (level) (figure.namedAreas ??= []).push({ name: text(forecast.name) ?? '', level });
  }
  const scaleOrder = ['major', 'warning', 'advisory', 'forecast', undefined];
  figure.rows.sort((a, b) => scaleOrder.indexOf(a.level) - scaleOrder.indexOf(b.level));
  for (const observation of list(tsunami?.observations)) {
    for (const station of list(observation.stations)) {
      const height = text(at(station, 'maxHeight', 'height', 'value'));
      const condition = text(at(station, 'maxHeight', 'condition'));
      figure.rows.push({
        area: `${text(station.name) ?? ''}（観測点）`,
        value: [height ? `最大波 ${height} m` : undefined, condition].filter(Boolean).join('、') || '—',
      });
    }
  }
  if (forecasts.length > 0)
    figure.lacks.push('名前が都道府県名で始まる予報区は、その都道府県の色で塗っています。すべての予報区は表に示します');
  else figure.lacks.push('津波予報区の予報はこの文書にありません');
}

function volcanoInformation(body: Json, figure: DocumentFigure): void {
  figure.title = '火山の位置と警戒レベル';
  const targets = [object(body.target), ...list(body.targets)].filter((item): item is Json => item !== undefined);
  for (const target of targets) {
    const name = text(target.name) ?? '';
    const place = coordinate(target.coordinate);
    const kind = text(at(target, 'kind', 'name'));
    const condition = text(at(target, 'kind', 'condition'));
    if (place) figure.points.push({ kind: 'volcano', ...place, label: name });
    figure.rows.push({ area: name, value: [kind, condition].filter(Boolean).join('（') + (condition ? '）' : '') });
    if (kind) figure.facts.push(`${name} ${kind}`);
  }
  if (targets.length === 0 || figure.points.length === 0) figure.lacks.push('火山の位置はこの文書にありません');
  collectAreas(body, figure, ['cities']);
}

/** The weight of a kind name: special warnings over warnings over advisories; 解除 and なし count as nothing. */
function warningLevel(name: string, status: string | undefined): string | undefined {
  if (status === '解除' || status === 'なし' || name === 'なし' || name === '') return undefined;
  if (name.includes('特別警報')) return 'special';
  if (/警報|警戒|危険|氾濫発生/.test(name)) return 'warning';
  if (/注意報|注意/.test(name)) return 'advisory';
  return 'named';
}

const warningOrder = ['special', 'warning', 'advisory', 'named'];

function stronger(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return warningOrder.indexOf(a) <= warningOrder.indexOf(b) ? a : b;
}

/**
 * Areas named with a prefecture-bearing code (府県予報区 and 細分 of six digits, 市町村等 of seven) under the keys
 * given, anywhere in the body, each with the strongest level of its `kinds`.
 */
function collectAreas(body: Json, figure: DocumentFigure, keys: string[]): void {
  const found: Array<{ code: string; name: string; level?: string; kinds: string[] }> = [];
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    const node = object(value);
    if (!node) return;
    const code = text(node.code);
    if (code && keys.includes(key) && prefectureOfCode(code) && text(node.name)) {
      let level: string | undefined;
      const kinds: string[] = [];
      for (const kind of list(node.kinds)) {
        const name = text(kind.name) ?? '';
        const kindLevel = warningLevel(name, text(kind.status));
        if (kindLevel) {
          kinds.push(text(kind.status) ? `${name}（${text(kind.status)}）` : name);
          level = stronger(level, kindLevel);
        }
      }
      if (!Array.isArray(node.kinds)) level = 'named';
      if (level) found.push({ code, name: text(node.name)!, level, kinds });
    }
    for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
  };
  visit(body, '');
  if (found.length === 0) return;
  figure.scale ??= 'warning';
  const seen = new Set<string>();
  for (const area of found) {
    const id = `${area.code}:${area.kinds.join()}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const prefecture = prefectureOfCode(area.code)!;
    const known = figure.prefectures.find((item) => item.code === prefecture);
    if (!known) figure.prefectures.push({ code: prefecture, level: area.level! });
    else known.level = stronger(known.level, area.level)!;
    if (figure.scale === 'warning')
      figure.rows.push({ area: area.name, value: area.kinds.join('、') || '対象', level: area.level });
  }
}

function areaInformation(body: Json, figure: DocumentFigure): void {
  figure.title = '対象区域と警報・注意報の段階';
  collectAreas(body, figure, ['prefectures', 'regions', 'areas', 'cities', 'items']);
  if (figure.prefectures.length > 0) figure.lacks.push('区域は、その区域を含む都道府県の色で塗っています');
  else figure.lacks.push('図にできる区域や地点はこの文書にありません');
}

const readers: Record<string, (body: Json, figure: DocumentFigure) => void> = {
  'earthquake-information': earthquakeInformation,
  'earthquake-hypocenter-update': (body, figure) => {
    figure.title = '更新された震源';
    if (body.earthquake) readEarthquake(body.earthquake, figure);
    else figure.lacks.push('震源の情報はこの文書にありません');
  },
  'eew-information': eewInformation,
  'tsunami-information': tsunamiInformation,
  'volcano-information': volcanoInformation,
};

/** The figure of a document, by its `_schema.type`; `undefined` for something that is not a document. */
export function documentFigure(document: unknown): DocumentFigure | undefined {
  const root = object(document);
  const schemaType = text(at(root, '_schema', 'type'));
  if (!root || !schemaType) return undefined;
  const figure: DocumentFigure = { title: '', points: [], prefectures: [], facts: [], rows: [], lacks: [] };
  const infoType = text(root.infoType);
  const body = object(root.body) ?? {};
  const title = text(root.title) ?? schemaType;
  if (infoType === '取消') {
    figure.title = `${title}（取消）`;
    figure.facts.push('取消');
    figure.lacks.push('取り消しの報なので、位置や区域はありません');
    return figure;
  }
  const read = readers[schemaType] ?? areaInformation;
  read(body, figure);
  if (infoType && infoType !== '発表') figure.facts.unshift(infoType);
  return figure;
}
