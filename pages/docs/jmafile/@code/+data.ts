import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { jmaFileCatalog } from '../../../../generators/page-sources/jmafile-pages';
import { pageFor, renderGeneratedPage } from '../../../../generators/site/generated-page';
import { JmaFilePage } from '../JmaFilePage';

export async function data(pageContext: PageContextServer) {
  const catalog = jmaFileCatalog();
  const entry = catalog.files.find((candidate) => candidate.code === pageContext.routeParams.code);
  if (!entry) throw new Error(`no JMA file ${pageContext.routeParams.code} in data/jmafile.yaml`);
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(JmaFilePage, { entry, catalog }));
}
