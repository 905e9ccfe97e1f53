import { telegramUrl } from '../../../../generators/catalog/telegrams';
import { telegramCatalog } from '../../../../generators/page-sources/telegram-pages';

export default function onBeforePrerenderStart(): string[] {
  return telegramCatalog().telegrams.map((entry) => telegramUrl(entry.code));
}
