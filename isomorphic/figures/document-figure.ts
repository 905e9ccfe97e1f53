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
  /** Areas around a point (a typhoon's 予報円, 暴風域, 強風域), drawn under the marks. */
  circles?: FigureCircle[];
  /** Lines in degrees (a weather map's fronts and isobars), `kind` a level key of the figure's scale. */
  lines?: Array<{ kind: string; points: Array<[number, number]>; label: string }>;
  /** Join the `centre` and `forecast` points with a line, in the document's order (a typhoon's track). */
  track?: boolean;
  /** Show the whole of Japan's frame as well, so a position far at sea is seen against the country. */
  wholeJapan?: boolean;
}

export interface FigurePoint {
  /**
   * `centre`: a typhoon's analysed or estimated centre; `forecast`: the centre of a forecast circle; `high`, `low`:
   * a weather map's high and low (or tropical cyclone) centres.
   */
  kind: 'epicentre' | 'volcano' | 'centre' | 'forecast' | 'high' | 'low';
  latitude: number;
  longitude: number;
  label: string;
}

/**
 * A circle around a point, its radius in km: one radius for 全域, or one per direction the document names (a
 * radius then holds for the half of the circle around its azimuth, as 北側 650 km・南側 460 km reads).
 */
export interface FigureCircle {
  /** A level key of the figure's scale (`probability`, `storm`, `strong`). */
  kind: string;
  latitude: number;
  longitude: number;
  radii: Array<{ azimuth?: number; km: number }>;
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
  if (!body.earthquake && !body.intensity) {
    figure.lacks.push('震源と震度の情報はこの文書にありません');
    return;
  }
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
  // A tsunami may follow more than one earthquake: each is marked, with its own facts.
  const earthquakes = list(body.earthquakes);
  for (const earthquake of earthquakes) readEarthquake(earthquake, figure);
  if (earthquakes.length === 0) figure.lacks.push('震源の情報はこの文書にありません');
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
  const targets = [object(body.target), ...list(body.targets)].filter((item): item is Json => item !== undefined);
  if (targets.length > 0) figure.title = '火山の位置と警戒レベル';
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
 * given, anywhere in the body, each with the strongest level of its `kinds`. An area whose kinds carry no level (a
 * forecast's items) is `named`; one whose kinds are all 解除 is listed without a fill. Codes under `zone`/`zones`
 * are 地方予報区 codes (010300 関東甲信地方), whose first digits are no prefecture: `regionsByName` lists those.
 */
function collectAreas(body: Json, figure: DocumentFigure, keys: string[]): void {
  const found: Array<{ code: string; name: string; level?: string; kinds: string[] }> = [];
  const visit = (value: unknown, key: string, inZone: boolean) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, inZone);
      return;
    }
    const node = object(value);
    if (!node) return;
    const code = text(node.code);
    if (code && !inZone && keys.includes(key) && prefectureOfCode(code) && text(node.name)) {
      let level: string | undefined;
      let released = false;
      let listed = false;
      const kinds: string[] = [];
      for (const kind of list(node.kinds)) {
        const name = text(kind.name) ?? '';
        const status = text(kind.status);
        const kindLevel = warningLevel(name, status);
        if (kindLevel) {
          kinds.push(status ? `${name}（${status}）` : name);
          level = stronger(level, kindLevel);
        } else if (status === '解除' && name) {
          kinds.push(`${name}（解除）`);
          released = true;
        } else if (name !== 'なし' && status !== 'なし') listed = true;
      }
      if (!Array.isArray(node.kinds) || (!level && !released && listed)) level = 'named';
      if (level || released) found.push({ code, name: text(node.name)!, level, kinds });
    }
    for (const [childKey, child] of Object.entries(node))
      visit(child, childKey, inZone || childKey === 'zone' || childKey === 'zones');
  };
  visit(body, '', false);
  if (found.length === 0) return;
  figure.scale ??= 'warning';
  const seen = new Set<string>();
  for (const area of found) {
    const id = `${area.code}:${area.kinds.join()}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const prefecture = prefectureOfCode(area.code)!;
    if (area.level) {
      const known = figure.prefectures.find((item) => item.code === prefecture);
      if (!known) figure.prefectures.push({ code: prefecture, level: area.level });
      else known.level = stronger(known.level, area.level)!;
    }
    if (figure.scale === 'warning')
      figure.rows.push({ area: area.name, value: area.kinds.join('、') || '記載あり（段階なし）', level: area.level });
  }
}

/** A name that is a prefecture's own (宮城県, 東京都, 北海道), as `target` writes one. */
const prefectureName = /^(北海道|東京都|京都府|大阪府|[^\s都道府県]{2,3}県)$/;

/** A place name that begins with a prefecture's (佐賀県武雄市 → 佐賀県), as `namedAreas` are matched to the map. */
const prefecturePrefix = /^(北海道|東京都|京都府|大阪府|[^\s都道府県]{2,3}県)/;

/** Whether a named area (津波予報区, a station's location) begins with a prefecture's name the map can fill. */
export function namesPrefecture(name: string): boolean {
  return prefecturePrefix.test(name);
}

/**
 * The `target` of the document and the 地方予報区 under `zone`/`zones`: a target that is a prefecture (040000 宮城県)
 * fills it; a 地方予報区 (関東甲信地方, 北日本) has no outline in the map data and goes in the table.
 */
function regionsByName(body: Json, figure: DocumentFigure): number {
  let unmapped = 0;
  const seen = new Set(figure.rows.map((row) => row.area));
  const add = (node: Json | undefined, what: string) => {
    const code = text(node?.code);
    const name = text(node?.name);
    if (!code || !name || seen.has(name)) return;
    seen.add(name);
    if (/^\d{2}0000$/.test(code) && prefectureName.test(name) && prefectureOfCode(code)) {
      figure.scale ??= 'warning';
      if (!figure.prefectures.some((item) => item.code === code.slice(0, 2)))
        figure.prefectures.push({ code: code.slice(0, 2), level: 'named' });
      figure.rows.push({ area: name, value: what, level: 'named' });
    } else if (/^\d{6}$/.test(code)) {
      unmapped += 1;
      figure.rows.push({ area: name, value: `${what}（地方予報区）` });
    } else figure.rows.push({ area: name, value: text(at(node, 'kind', 'name')) ?? what });
  };
  add(object(body.target), '対象地域');
  const visit = (value: unknown, inZone: boolean) => {
    if (Array.isArray(value)) for (const item of value) visit(item, inZone);
    const node = object(value);
    if (!node) return;
    if (inZone && text(node.code) && text(node.name)) add(node, '本文が挙げる地域');
    for (const [key, child] of Object.entries(node)) visit(child, inZone || key === 'zone' || key === 'zones');
  };
  visit(body, false);
  return unmapped;
}

function areaInformation(body: Json, figure: DocumentFigure): void {
  collectAreas(body, figure, ['prefectures', 'regions', 'areas', 'cities', 'items']);
  const unmapped = regionsByName(body, figure);
  if (figure.rows.length === 0) {
    figure.lacks.push('図にできる区域や地点はこの文書にありません');
    return;
  }
  const levels = figure.rows.map((row) => row.level).filter((level) => level && level !== 'named');
  figure.title = levels.length > 0 ? '対象区域と警報・注意報の段階' : '文書が挙げる区域';
  if (figure.prefectures.length > 0) figure.lacks.push('区域は、その区域を含む都道府県の色で塗っています');
  else if (figure.rows.some((row) => row.value.includes('（解除）')))
    figure.lacks.push('すべて解除の報なので、地図には塗りません');
  if (unmapped > 0) figure.lacks.push('地方予報区は地図データに境界がないので、表にだけ示します');
  if (figure.lacks.length === 0) figure.lacks.push('地図に置ける区域の符号や地点の座標はこの文書にありません');
}

/** `2025-09-21T09:00:00+09:00` → `21日09時` (the time as the document writes it, in its offset). */
function hourText(dateTime: string | undefined): string | undefined {
  const match = /^\d{4}-\d{2}-(\d{2})T(\d{2}):(\d{2})/.exec(dateTime ?? '');
  if (!match) return dateTime;
  return `${Number(match[1])}日${match[2]}時${match[3] === '00' ? '' : `${match[3]}分`}`;
}

/** `PT12H` → 12. */
function elapsedHours(duration: string | undefined): number | undefined {
  const match = /^PT(\d+)H$/.exec(duration ?? '');
  return match ? Number(match[1]) : undefined;
}

/** A degree value as the document writes it, without trailing zeros (`18.6000` → `18.6`). */
function degrees(value: number): string {
  return String(Number(value.toFixed(4)));
}

function place(coordinate: { latitude: number; longitude: number }): string {
  const { latitude, longitude } = coordinate;
  return `${latitude < 0 ? '南緯' : '北緯'}${degrees(Math.abs(latitude))}度 ${longitude < 0 ? '西経' : '東経'}${degrees(Math.abs(longitude))}度`;
}

/** The radii of a wind area or a probability circle: `全域` with one radius, or one per direction. */
function radiiOf(axes: Json[]): { radii: FigureCircle['radii']; text: string } | undefined {
  const radii: FigureCircle['radii'] = [];
  const parts: string[] = [];
  for (const axis of axes) {
    const km = Number(text(at(axis, 'radius', 'value')));
    if (!Number.isFinite(km) || km <= 0) continue;
    const condition = text(at(axis, 'direction', 'condition'));
    const azimuth = Number(text(at(axis, 'direction', 'azimuth')));
    const direction = text(at(axis, 'direction', 'value'));
    if (condition === '全域' || !Number.isFinite(azimuth)) {
      radii.push({ km });
      parts.push(`${condition ?? '全域'} ${km} km`);
    } else {
      radii.push({ azimuth, km });
      parts.push(`${direction ?? `${azimuth}°`}側 ${km} km`);
    }
  }
  if (radii.length === 0) return undefined;
  // A radius without a direction covers every side; mixed with directions, the document is read as it says.
  return { radii: radii.some((radius) => radius.azimuth === undefined) ? [radii[0]] : radii, text: parts.join('・') };
}

/** 大型で猛烈な台風 / 大型の台風 / 猛烈な台風 / 熱帯低気圧, from `classification`. */
function classificationText(classification: unknown): string | undefined {
  const name = text(at(classification, 'name'));
  if (!name) return undefined;
  const area = text(at(classification, 'area'));
  const intensity = text(at(classification, 'intensity'));
  if (area && intensity) return `${area}で${intensity}${name}`;
  if (area) return `${area}の${name}`;
  return `${intensity ?? ''}${name}`;
}

/**
 * 台風解析・予報情報: the analysed and estimated centres, each forecast's probability circle (70 %) with its centre,
 * the storm and strong-wind areas of the analysis, joined by the track. 暴風警戒域 stays in the table.
 */
function typhoonInformation(body: Json, figure: DocumentFigure): void {
  const typhoon = object(body.typhoon);
  const number = text(at(typhoon, 'name', 'number'));
  const name = text(at(typhoon, 'name', 'kana')) ?? text(at(typhoon, 'name', 'text'));
  if (number && /^\d{6}$/.test(number))
    figure.facts.push(`台風第${Number(number.slice(4))}号${name ? `（${name}）` : ''}`);
  else if (name) figure.facts.push(name);
  const remark = text(typhoon?.remark);
  if (remark) figure.facts.push(remark);
  const forecasts = list(body.forecasts);
  figure.scale = 'typhoon';
  figure.circles = [];
  let warningAreas = 0;
  // The wind areas are drawn for the latest analysed or estimated centre only (the others are in the table).
  const current = forecasts.reduce((last, forecast, index) => (text(forecast.type) === '予報' ? last : index), -1);
  for (const [index, forecast] of forecasts.entries()) {
    const type = text(forecast.type) ?? '';
    const center = object(forecast.center);
    const position = coordinate(center?.coordinate) ?? coordinate(at(center, 'probabilityCircle', 'basePoint'));
    const hours = elapsedHours(text(forecast.elapsedTime));
    const time = hourText(text(forecast.dateTime));
    const when = type === '予報' && hours !== undefined ? `${hours}時間後（${time ?? ''}）` : (time ?? '');
    const label = `${type} ${when}`.trim();
    const classification = classificationText(forecast.classification);
    const pressure = text(at(center, 'pressure', 'value'));
    const wind = text(at(forecast, 'wind', 'average', 'value'));
    const parts: Array<string | undefined> = [
      text(center?.location),
      position ? place(position) : '中心の位置なし',
      classification,
      pressure ? `中心気圧 ${pressure} hPa` : undefined,
      wind ? `最大風速 ${wind} m/s` : undefined,
    ];
    if (index === 0) {
      if (classification) figure.facts.push(classification);
      if (pressure) figure.facts.push(`中心気圧 ${pressure} hPa`);
      if (wind) figure.facts.push(`最大風速 ${wind} m/s`);
    }
    const probability = radiiOf(list(at(center, 'probabilityCircle', 'axes')));
    if (position && probability) {
      figure.points.push({ kind: 'forecast', ...position, label: `${label} 予報円の中心` });
      figure.circles.push({ kind: 'probability', ...position, radii: probability.radii, label: `${label} 予報円` });
      parts.push(`予報円の半径 ${probability.text.replace(/^全域 /, '')}`);
    } else if (position) figure.points.push({ kind: 'centre', ...position, label: `${label} 中心` });
    const areas = object(at(forecast, 'wind', 'area'));
    for (const [key, kind, areaName] of [
      ['storm', 'storm', '暴風域'],
      ['strong', 'strong', '強風域'],
    ] as const) {
      const radii = radiiOf(list(areas?.[key]));
      if (!radii) continue;
      if (position && index === current)
        figure.circles.push({ kind, ...position, radii: radii.radii, label: `${label} ${areaName}` });
      parts.push(`${areaName} ${radii.text}`);
    }
    const warning = radiiOf(list(areas?.stormWarning));
    if (warning) {
      warningAreas += 1;
      parts.push(`暴風警戒域 ${warning.text}`);
    }
    figure.rows.push({ area: label, value: parts.filter(Boolean).join('、') });
  }
  // The storm area is drawn over the strong-wind area.
  const order = ['strong', 'storm', 'probability'];
  figure.circles.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  figure.track = figure.points.length > 1;
  figure.wholeJapan = true;
  figure.title = `${classificationText({ name: text(at(forecasts[0], 'classification', 'name')) }) ?? '台風'}の中心${
    figure.circles.some((circle) => circle.kind === 'probability') ? 'と予報円' : ''
  }`;
  if (figure.points.length === 0) figure.lacks.push('中心の位置はこの文書にありません');
  if (warningAreas > 0) figure.lacks.push('暴風警戒域は地図に描かず、表にだけ示します');
}

/** `[46, 141]` (a weather map line's point, latitude first) → degrees, or undefined. */
function linePoint(value: unknown): [number, number] | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const [latitude, longitude] = value.map(Number);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return [latitude, longitude];
}

/** The line kinds of a weather map, as the scale keys them. */
const weatherMapLines: Record<string, string> = {
  等圧線: 'isobar',
  寒冷前線: 'cold',
  温暖前線: 'warm',
  停滞前線: 'stationary',
  閉塞前線: 'occluded',
};

/**
 * 天気図情報: the centres of lows, highs and tropical cyclones with their pressure, and the fronts and isobars, as
 * the document places them (the document's lines are lists of [latitude, longitude]).
 */
function weatherMap(body: Json, figure: DocumentFigure): void {
  const map = object(body.weathermap);
  figure.title = '天気図の気圧配置と前線';
  figure.scale = 'weathermap';
  figure.lines = [];
  figure.wholeJapan = true;
  const type = text(map?.type);
  const time = hourText(text(map?.dateTime));
  if (type || time) figure.facts.push([type, time].filter(Boolean).join(' '));
  for (const item of list(map?.items)) {
    for (const kind of list(item.kinds)) {
      const name = text(kind.type) ?? text(item.type) ?? '';
      const pressure = text(at(kind, 'pressure', 'value'));
      const position = coordinate(kind.coordinate);
      const lineKind = weatherMapLines[name];
      const line = Array.isArray(kind.line)
        ? kind.line.map(linePoint).filter((point): point is [number, number] => point !== undefined)
        : [];
      if (position) {
        const mark = /高気圧/.test(name) ? 'high' : 'low';
        figure.points.push({ kind: mark, ...position, label: `${name}${pressure ? ` ${pressure} hPa` : ''}` });
        const direction = text(at(kind, 'direction', 'value'));
        const speed = list(kind.speeds).find((item) => text(item.unit) === 'km/h');
        figure.rows.push({
          area: name,
          value: [
            place(position),
            pressure ? `中心気圧 ${pressure} hPa` : undefined,
            direction ? `移動方向 ${direction}${text(at(kind, 'direction', 'unit')) ?? ''}` : undefined,
            speed && text(speed.value) ? `移動速度 ${text(speed.value)} km/h` : undefined,
          ]
            .filter(Boolean)
            .join('、'),
        });
      } else if (lineKind && line.length >= 2) {
        const label = `${name}${pressure ? ` ${pressure} hPa` : ''}`;
        figure.lines.push({ kind: lineKind, points: line, label });
        const [first, last] = [line[0], line[line.length - 1]];
        figure.rows.push({
          area: label,
          value: `${place({ latitude: first[0], longitude: first[1] })} から ${place({ latitude: last[0], longitude: last[1] })} まで（${line.length} 点）`,
          level: lineKind,
        });
      }
    }
  }
  if (figure.points.length === 0 && figure.lines.length === 0)
    figure.lacks.push('気圧配置や前線の位置はこの文書にありません');
}

/**
 * 指定河川洪水予報: the river and its kind (氾濫危険情報 …), and each water-level station with its `location`
 * (佐賀県武雄市): the document has no river geometry, so the drawing fills the prefecture the stations are in.
 */
function riverFlood(body: Json, figure: DocumentFigure): void {
  const target = object(body.target);
  const river = text(target?.name) ?? '';
  const kind = text(at(target, 'kind', 'name'));
  const level = kind ? warningLevel(kind, undefined) : undefined;
  figure.scale = 'warning';
  if (kind) figure.facts.push(`${river} ${kind}`);
  const condition = text(at(target, 'kind', 'condition'));
  if (condition) figure.facts.push(condition);
  if (river) figure.rows.push({ area: river, value: kind ?? '対象の河川', level });
  const seen = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) for (const item of value) visit(item, key);
    const node = object(value);
    if (!node) return;
    const name = text(node.name);
    const location = text(node.location);
    if (key === 'stations' && name && location && !seen.has(name)) {
      seen.add(name);
      figure.rows.push({ area: `${name}（${location}）`, value: '水位観測所', level });
      if (level && prefecturePrefix.test(location)) (figure.namedAreas ??= []).push({ name: location, level });
    }
    for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
  };
  visit(body, '');
  figure.title = '河川の洪水予報と水位観測所';
  if (figure.namedAreas?.length)
    figure.lacks.push('河川と観測所の位置はこの文書にないので、観測所のある都道府県を塗っています');
  else figure.lacks.push('河川と観測所の位置はこの文書にありません');
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
  'weather-typhoon': typhoonInformation,
  'forecast-weathermap': weatherMap,
  'weather-river-flood': riverFlood,
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
    figure.lacks.push('取り消しの報です。取り消された内容は地図にしません');
    return figure;
  }
  figure.title = title;
  const read = readers[schemaType] ?? areaInformation;
  read(body, figure);
  if (infoType && infoType !== '発表') figure.facts.unshift(infoType);
  return figure;
}
