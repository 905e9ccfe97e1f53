import { groupTelegramsByClass, loadTelegramCatalog, telegramCatalogJson, telegramUrl, type TelegramCatalog } from '../catalog/telegrams';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metaSchemaDir } from '../data/validate';
import type { PageSource } from '../site/page-sources';

export const telegramIndexPath = '/docs/telegrams/';

let cached: TelegramCatalog | null = null;
/** The validated telegram catalog, loaded once per process. */
export function telegramCatalog(): TelegramCatalog {
  cached ??= loadTelegramCatalog();
  return cached;
}

/** Telegram pages: the index, one page per catalog entry, the sidebar section and catalog.json. */
export const telegramPageSource: PageSource = {
  name: 'telegrams',
  listPages() {
    const catalog = telegramCatalog();
    return [
      {
        path: telegramIndexPath,
        title: '配信データ（電文）',
        description: 'DMDATA.JP が配信する気象庁の電文を、配信区分ごとにデータ種類コード・形式・JSON 変換の有無とあわせて一覧にしています。',
        kind: 'telegram-index',
        source: 'data/telegrams.yaml',
      },
      ...catalog.telegrams.map((entry) => ({
        path: telegramUrl(entry.code),
        title: entry.title,
        description: entry.summary,
        kind: 'telegram',
        source: 'data/telegrams.yaml',
      })),
    ];
  },
  sidebar() {
    return groupTelegramsByClass(telegramCatalog())
      .filter((group) => group.telegrams.length > 0)
      .map((group) => ({
        kind: 'category' as const,
        label: `${group.class.name} 区分`,
        collapsed: true,
        items: group.telegrams.map((entry) => ({ kind: 'link' as const, label: entry.title, href: telegramUrl(entry.code) })),
      }));
  },
  async artifacts() {
    const schema = readFileSync(path.join(metaSchemaDir, 'telegram-catalog-output.schema.json'), 'utf8');
    return [
      { path: 'docs/telegrams/catalog.json', content: `${JSON.stringify(telegramCatalogJson(telegramCatalog()), null, 2)}\n` },
      { path: 'docs/telegrams/catalog.schema.json', content: schema },
    ];
  },
};
