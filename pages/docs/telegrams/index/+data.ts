import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { telegramCatalog } from '../../../../generators/page-sources/telegram-pages';
import { pageFor, renderGeneratedPage } from '../../../../generators/site/generated-page';
import { TelegramIndex } from '../TelegramIndex';

export async function data(pageContext: PageContextServer) {
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(TelegramIndex, { catalog: telegramCatalog() }));
}
