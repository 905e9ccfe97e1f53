import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { telegramCatalog } from '../../../../generators/page-sources/telegram-pages';
import { pageFor, renderGeneratedPage } from '../../../../generators/site/generated-page';
import { TelegramPage } from '../TelegramPage';

export async function data(pageContext: PageContextServer) {
  const catalog = telegramCatalog();
  const entry = catalog.telegrams.find((candidate) => candidate.code === pageContext.routeParams.code);
  if (!entry) throw new Error(`no telegram ${pageContext.routeParams.code} in data/telegrams.yaml`);
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(TelegramPage, { entry, catalog }));
}
