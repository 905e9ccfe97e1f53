import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { jmaFileCatalog } from '../../../../generators/page-sources/jmafile-pages';
import { pageFor, renderGeneratedPage } from '../../../../generators/site/generated-page';
import { JmaFileIndex } from '../JmaFileIndex';

export async function data(pageContext: PageContextServer) {
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(JmaFileIndex, { catalog: jmaFileCatalog() }));
}
