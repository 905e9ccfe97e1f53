import type { ConversionErrorLog, ConversionErrorRecord } from './data-types/conversion-errors';
import type { EewGuideline, GuidelineItem } from './data-types/eew-guideline';
import type { EewClientDownloadTarget, EewClientInfo } from './data-types/eewclient';
import type { ParameterHistoryEntry } from './data-types/parameter-history';
import type { PaymentMethod } from './data-types/payment-methods';
import type { ServiceFacts } from './data-types/service';
import type { ServiceFactList } from './data-types/service-facts';
import type { PriceList } from './data-types/price';
import type { ApiParameter } from './data-types/api-endpoint';

/*
 * How the components of hand-written pages show the content data (data/*.yaml, loaded and checked by
 * generators/content/): labels and formats shared by the components, the build and the tests.
 */

/** `18700` → `18,700`. Independent of the runtime's ICU data so the static HTML is stable. */
export function formatYen(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Versions with a pre-release suffix (`1.2.0-rc.1`) are test builds (試験版). */
export function isPrerelease(version: string): boolean {
  return version.includes('-');
}

export function downloadUrl(client: EewClientInfo, download: EewClientDownloadTarget, version: string): string {
  return client.downloadUrlTemplate.replace('{version}', version).replace('{target}', download.target);
}

/** `予報業務許可（地震動）第237号`. */
export function licenceLabel(facts: ServiceFacts): string {
  return `${facts.licence.name}${facts.licence.number}`;
}

/** `2020年4月` from `2020-04` (the site's one form of a date: no zero padding, prh.yml). */
export function serviceStartLabel(facts: ServiceFacts): string {
  const [year, month] = facts.serviceStart.split('-');
  return `${year}年${Number(month)}月`;
}

/** The text a page shows for the fact `name` of data/service-facts.yaml; an unknown name stops the build. */
export function factText(list: ServiceFactList, name: string): string {
  const fact = list.facts[name];
  if (!fact) {
    throw new Error(
      `unknown service fact "${name}": data/service-facts.yaml has ${Object.keys(list.facts).join(', ')}`,
    );
  }
  return fact.text;
}

/** The caveat sentence of the fact `name` (a promise such as `1 秒未満` that never stands alone); none stops the build. */
export function factCaveat(list: ServiceFactList, name: string): string {
  factText(list, name);
  const caveat = list.facts[name].caveat;
  if (!caveat) throw new Error(`the service fact "${name}" has no caveat in data/service-facts.yaml`);
  return caveat.text;
}

/** How a guideline item is met: 対応 / 利用者が選択 / 対応できない / 使用しない. */
export type GuidelineStatus = GuidelineItem['status'];

/** `service`: the delivery service (/docs/eew); `client`: EEW Client (/eewclient/guidline). */
export type GuidelineScope = keyof EewGuideline;

/** How each status is shown: the label in the table and what it means. */
export const guidelineStatuses: Record<GuidelineStatus, { label: string; meaning: string }> = {
  supported: { label: '対応', meaning: 'DMDATA.JP の配信またはアプリケーションで措置しています。' },
  'user-choice': { label: '利用者が選択', meaning: '措置するかどうかを利用者が決めます。' },
  unavailable: { label: '対応できない', meaning: 'インターネットで配信するサービスの性質上、措置できません。' },
  'not-used': { label: '使用しない', meaning: 'その種類の情報を扱いません。' },
};

/** 翌月分の自動決済に使えるか、チャージ（前払い）の入金にだけ使えるか。 */
export type PaymentUsage = PaymentMethod['usage'];

export const paymentUsageLabels: Record<PaymentUsage, string> = {
  'monthly-billing': '翌月分の自動決済',
  'charge-only': 'チャージへの入金のみ',
};

/** Station parameters distributed by the API (`/v2/parameter/<kind>/station`). */
export type StationParameter = NonNullable<ParameterHistoryEntry['parameter']>;

/** `2026-06-23` → `2026/06/23`, the way the history has always been dated. */
export function formatHistoryDate(value: string): string {
  return value.replaceAll('-', '/');
}

/** A schema with its causes (in `causes` order) and its records (in file order): one section of the page. */
export interface ConversionErrorSchemaGroup {
  schema: string;
  causes: ConversionErrorLog['causes'];
  records: ConversionErrorRecord[];
}

/** Records grouped by their cause's schema, schemas in the order their first cause is listed. */
export function groupConversionErrorsBySchema(log: ConversionErrorLog): ConversionErrorSchemaGroup[] {
  const groups = new Map<string, ConversionErrorSchemaGroup>();
  for (const cause of log.causes) {
    const group = groups.get(cause.schema) ?? { schema: cause.schema, causes: [], records: [] };
    group.causes.push(cause);
    groups.set(cause.schema, group);
  }
  for (const record of log.records) {
    const schema = log.causes.find((cause) => cause.id === record.cause)?.schema;
    if (schema) groups.get(schema)?.records.push(record);
  }
  return [...groups.values()];
}

/** Ids that appear on more than one record of the list (the id is only 7 digits long). */
export function repeatedRecordIds(records: ConversionErrorRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.id, (counts.get(record.id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}

/** `2025-08-13T18:32:00+09:00` → `2025/08/13 18:32:00`, the way the log has always shown times (JST). */
export function formatDeliveredAt(value: string): string {
  return value.slice(0, 19).replace('T', ' ').replaceAll('-', '/');
}

/**
 * Which classes of data/price.yaml have no individual price: the telegram classes of `corporate.telegramClasses`
 * without an individual plan, by name, and the number of JMA file classes (none of which has one).
 */
export function individualPlanScope(priceList: PriceList): {
  telegramClassesWithout: string[];
  jmafileClassCount: number;
} {
  const individual = new Set(priceList.individual.plans.map((plan) => plan.api));
  return {
    telegramClassesWithout: priceList.corporate.telegramClasses
      .filter((entry) => !individual.has(entry.api))
      .map((entry) => entry.name),
    jmafileClassCount: priceList.corporate.jmafileClasses.length,
  };
}

/** What a page says about the time zone a date parameter is read in (`timeZone` of data/api/<version>/<id>.yaml). */
export const parameterTimeZoneTexts: Record<NonNullable<ApiParameter['timeZone']>, string> = {
  unpublished:
    'どのタイムゾーンの日付・日時として読むかは公開されていません（リファレンスと型定義のどちらにも記載がありません）。',
};
