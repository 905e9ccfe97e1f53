// @ts-check
/**
 * JSON に変換した緊急地震速報と津波の電文（eew-information、tsunami-information）を順に受け取り、
 * 「いま画面に出すもの」を組み立てる参照実装（ブラウザと Node.js で動く ES モジュール、依存なし）。
 *
 * - 入力は JSON 変換データそのもの（WebSocket の data メッセージの body を戻したもの、または Telegram Data の本文）
 * - 同じ電文を 2 回渡しても、順番が入れ替わって届いても、表示は同じになる（古い報は捨てる）
 * - 訓練・試験（status が「通常」以外）は、includeTraining を true にしたときだけ、訓練として表示に入れる
 *
 * 使い方:
 *   const display = createTelegramDisplay();
 *   display.apply(document); // 'applied' | 'stale' | 'duplicate' | 'closed' | 'training' | 'other'
 *   display.view();          // { eew: [...], tsunami: [...] }（最後に更新されたイベントが先）
 */

/** 緊急地震速報の Control/Title（JSON では type）。同じ報番号のとき、数が大きいものを震度予測の出どころにする */
const EEW_TITLES = {
  '緊急地震速報（地震動予報）': 3, // VXSE45
  '緊急地震速報（予報）': 2, // VXSE44
  '緊急地震速報（警報）': 1, // VXSE43
};
/** 警報対象地域（body.regions）を載せる電文。VXSE44 には載らないので、届いても警報対象地域を変えない */
const WARNING_AREA_TITLES = ['緊急地震速報（地震動予報）', '緊急地震速報（警報）'];
/** 予報区ごとの津波警報等の種別を載せる電文（VTSE41 と VTSE51）。VTSE52 は観測と推定だけで、種別を変えない */
const TSUNAMI_FORECAST_TITLES = ['津波警報・注意報・予報a', '津波情報a'];
/** 取消されると予報区の種別が無効になる電文（VTSE41） */
const TSUNAMI_WARNING_TITLE = '津波警報・注意報・予報a';
/** 覚えておくイベントの数（古いものから忘れる） */
const REMEMBERED_EVENTS = 20;

/**
 * @typedef {{ from: string, to: string }} Range 予測震度や長周期地震動階級の幅（to が over なら「程度以上」）
 * @typedef {{ code: string, name: string }} Area
 * @typedef {Area & { maxIntensity: Range | null, warning: boolean }} IntensityArea 予想震度のある地域
 *
 * @typedef {object} EewEvent 緊急地震速報 1 件（eventId ごと）の表示
 * @property {string} eventId
 * @property {number} serial 反映した最新の報番号
 * @property {boolean} training 訓練・試験の報（includeTraining のときだけ出る）
 * @property {'warning' | 'forecast'} level このイベントで警報が出たなら warning
 * @property {boolean} final 最終報を受け取った
 * @property {boolean} cancelled 取り消された（予測の項目は空になる）
 * @property {Range | null} maxIntensity 最新の報の最大予測震度（下がることもある）
 * @property {Range | null} maxLongPeriod 最新の報の最大予測長周期地震動階級
 * @property {string | null} hypocenter 震央地名
 * @property {string | null} magnitude マグニチュード（不明なら null）
 * @property {IntensityArea[]} areas 予想震度のある地域
 * @property {Area[]} warningAreas 警報の対象地域
 * @property {string} reportDateTime 反映した最新の報の発表時刻
 * @property {string | null} text 取消の理由など
 *
 * @typedef {object} TsunamiEvent 津波 1 件（eventId ごと）の表示
 * @property {string} eventId
 * @property {boolean} training
 * @property {boolean} cancelled 津波警報・注意報・予報が取り消され、その後の報がまだない
 * @property {Array<{ code: string, name: string, areas: Area[] }>} categories 種別（大津波警報、津波注意報解除など）ごとの予報区
 * @property {string} reportDateTime 反映した最新の報の発表時刻
 * @property {string | null} text
 */

/**
 * @param {any} value
 * @returns {Range | null}
 */
const range = (value) => (value ? { from: String(value.from), to: String(value.to) } : null);

/**
 * @param {{ includeTraining?: boolean }} [options]
 */
export function createTelegramDisplay(options = {}) {
  /** @type {Map<string, EewEvent & { rank: number, forms: Set<string> }>} */
  const eew = new Map();
  /** @type {Map<string, TsunamiEvent & { forecastTime: string, seen: Set<string> }>} */
  const tsunami = new Map();

  /**
   * @template T
   * @param {Map<string, T>} events
   * @param {string} eventId
   * @param {T} event
   */
  function remember(events, eventId, event) {
    events.delete(eventId);
    events.set(eventId, event);
    if (events.size > REMEMBERED_EVENTS) events.delete(events.keys().next().value ?? '');
  }

  /**
   * 緊急地震速報の 1 報を反映する。
   * @param {any} document
   * @param {boolean} training
   */
  function applyEew(document, training) {
    const rank = EEW_TITLES[/** @type {keyof typeof EEW_TITLES} */ (document.type)];
    if (!rank) return 'other'; // リアルタイム震度（VXSE47）と配信テスト（VXSE42）は予測の表示に使わない
    const body = document.body ?? {};
    const serial = Number(document.serialNo);
    let event = eew.get(document.eventId);
    if (event?.cancelled) return 'closed'; // 取り消されたイベントには、あとから届いた報を反映しない
    if (document.infoType === '取消' || body.isCanceled) {
      // 取消は報番号によらずイベントを終わらせる（取消の報番号は直前の報と同じことがある）
      const base = event ?? emptyEew(document, training);
      remember(eew, document.eventId, {
        ...base,
        serial: Math.max(base.serial, serial),
        final: true,
        cancelled: true,
        maxIntensity: null,
        maxLongPeriod: null,
        areas: [],
        warningAreas: [],
        reportDateTime: document.reportDateTime,
        text: body.text ?? null,
      });
      return 'applied';
    }
    if (event && serial < event.serial) return 'stale'; // 入れ違いで遅れて届いた古い報
    if (event && serial === event.serial && event.forms.has(document.type)) return 'duplicate';
    if (event && event.final && serial > event.serial) return 'closed'; // 最終報のあとの報は反映しない
    if (!event || serial > event.serial) {
      event = { ...(event ?? emptyEew(document, training)), serial, rank: 0, forms: new Set() };
    }
    event.forms.add(document.type);
    if (body.isWarning === true || document.type === '緊急地震速報（警報）') event.level = 'warning';
    if (body.isLastInfo === true) event.final = true;
    if (WARNING_AREA_TITLES.includes(document.type)) {
      event.warningAreas = (body.regions ?? []).map((/** @type {any} */ area) => ({
        code: area.code,
        name: area.name,
      }));
    }
    if (rank > event.rank) {
      // 同じ報番号なら VXSE45 → VXSE44 → VXSE43 の順に震度予測を採る。新しい報番号なら前の値を上書きする（下がっても）
      const intensity = body.intensity ?? {};
      event.rank = rank;
      event.maxIntensity = range(intensity.forecastMaxInt);
      event.maxLongPeriod = range(intensity.forecastMaxLgInt);
      event.areas = (intensity.regions ?? []).map((/** @type {any} */ area) => ({
        code: area.code,
        name: area.name,
        maxIntensity: range(area.forecastMaxInt),
        warning: area.isWarning === true,
      }));
      event.hypocenter = body.earthquake?.hypocenter?.name ?? null;
      event.magnitude = body.earthquake?.magnitude?.value ?? null;
    }
    event.reportDateTime = document.reportDateTime;
    event.text = body.text ?? null;
    remember(eew, document.eventId, event);
    return 'applied';
  }

  /**
   * @param {any} document
   * @param {boolean} training
   * @returns {EewEvent & { rank: number, forms: Set<string> }}
   */
  function emptyEew(document, training) {
    return {
      eventId: document.eventId,
      serial: 0,
      training,
      level: 'forecast',
      final: false,
      cancelled: false,
      maxIntensity: null,
      maxLongPeriod: null,
      hypocenter: null,
      magnitude: null,
      areas: [],
      warningAreas: [],
      reportDateTime: document.reportDateTime,
      text: null,
      rank: 0,
      forms: new Set(),
    };
  }

  /**
   * 津波の 1 報を反映する。VTSE41 には報番号がないので、発表時刻（reportDateTime）で新旧を比べる。
   * @param {any} document
   * @param {boolean} training
   */
  function applyTsunami(document, training) {
    const time = Date.parse(document.reportDateTime);
    const key = `${document.type}|${document.infoType}|${document.reportDateTime}`;
    const event = tsunami.get(document.eventId) ?? {
      eventId: document.eventId,
      training,
      cancelled: false,
      categories: [],
      reportDateTime: document.reportDateTime,
      text: null,
      forecastTime: '',
      seen: new Set(),
    };
    if (event.seen.has(key)) return 'duplicate';
    event.seen.add(key);
    const newest = event.forecastTime === '' || time >= Date.parse(event.forecastTime);
    if (document.infoType === '取消' && document.type === TSUNAMI_WARNING_TITLE) {
      if (!newest) return 'stale';
      // 取り消された報の種別は無効。これより新しい報が届くまで、予報区を出さない
      Object.assign(event, { cancelled: true, categories: [], forecastTime: document.reportDateTime });
    } else if (TSUNAMI_FORECAST_TITLES.includes(document.type) && document.infoType !== '取消') {
      if (!newest) return 'stale';
      /** @type {Map<string, { code: string, name: string, areas: Area[] }>} */
      const categories = new Map();
      for (const forecast of document.body?.tsunami?.forecasts ?? []) {
        const kind = forecast.kind;
        const category = categories.get(kind.code) ?? {
          code: kind.code,
          name: kind.name,
          areas: /** @type {Area[]} */ ([]),
        };
        category.areas.push({ code: forecast.code, name: forecast.name });
        categories.set(kind.code, category);
      }
      Object.assign(event, {
        cancelled: false,
        categories: [...categories.values()],
        forecastTime: document.reportDateTime,
      });
    } else {
      return 'other'; // 沖合の津波観測に関する情報（VTSE52）などは種別を変えない
    }
    event.reportDateTime = document.reportDateTime;
    event.text = document.body?.text ?? null;
    remember(tsunami, document.eventId, event);
    return 'applied';
  }

  return {
    /**
     * JSON 変換データを 1 件反映し、どう扱ったかを返す。
     * @param {any} document
     * @returns {'applied' | 'stale' | 'duplicate' | 'closed' | 'training' | 'other'}
     */
    apply(document) {
      const training = document.status !== '通常';
      if (training && !options.includeTraining) return 'training';
      if (document._schema?.type === 'eew-information') return applyEew(document, training);
      if (document._schema?.type === 'tsunami-information') return applyTsunami(document, training);
      return 'other';
    },
    /** いま表示するもの。最後に更新されたイベントが先。内部の状態は含まない */
    view() {
      return {
        eew: [...eew.values()].reverse().map(({ rank: _rank, forms: _forms, ...event }) => structuredClone(event)),
        tsunami: [...tsunami.values()]
          .reverse()
          .map(({ forecastTime: _time, seen: _seen, ...event }) => structuredClone(event)),
      };
    },
  };
}
