import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { shell } from 'virtual:site-shell';
import { headLinksHtml, markdownAlternate } from './head-links';
import { socialMetaHtml, structuredDataHtml, type HeadMetaInput } from './head-meta';
import { PageShell } from './PageShell';
import { pageDescription, pageTitle } from './page-title';
import { openSearchHeadLink } from '../isomorphic/opensearch';
import type { IndexablePage } from '../isomorphic/page-data';
import { userInputProbe } from './content/hash-target';
import { headInitScript } from './theme/color-mode';
import { escapeText } from '../isomorphic/escape-html';

export default function onRenderHtml(pageContext: PageContextServer) {
  const body = renderToString(<PageShell pageContext={pageContext} />);
  const title = pageTitle(pageContext, shell.title);
  const description = pageDescription(pageContext, shell.title);
  const init = headInitScript({
    defaultMode: shell.colorMode.defaultMode,
    suffix: shell.storage.suffix,
    storageType: shell.storage.type,
    announcementId: shell.announcementBar?.isCloseable ? shell.announcementBar.id : null,
  });
  const canonical = `${shell.url}${pageContext.urlPathname}`;
  const meta: HeadMetaInput = {
    siteUrl: shell.url,
    siteName: shell.title,
    path: pageContext.urlPathname,
    title,
    description,
    sidebar: pageContext.config.sidebar ?? [],
    logo: shell.logo.src,
  };
  const pagePath = (pageContext.data as { path?: string } | undefined)?.path;
  const alternates = pageContext.is404 || !pagePath ? [] : [markdownAlternate(pagePath)];
  // While prerendering, each page's title and shell also go to the build script (generators/cli/build.ts), which
  // feeds them to the search index and the Markdown outputs as Vike hands it the page.
  const indexablePage: IndexablePage | undefined =
    pageContext.isPrerendering && !pageContext.is404
      ? {
          url: pageContext.urlPathname,
          html: `<!DOCTYPE html><html lang="ja"><head><title>${escapeText(title)}</title></head><body><div id="root">${body}</div></body></html>`,
        }
      : undefined;
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="ja" data-theme="${shell.colorMode.defaultMode}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <link rel="canonical" href="${canonical}" />
    ${dangerouslySkipEscape(socialMetaHtml(meta))}
    ${dangerouslySkipEscape(structuredDataHtml(meta))}
    ${dangerouslySkipEscape(headLinksHtml(pageContext.data, [...alternates, openSearchHeadLink(shell.title)]))}
    <link rel="icon" href="/img/favicon.svg" type="image/svg+xml" />
    <script>${dangerouslySkipEscape(init + userInputProbe)}</script>
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(body)}</div>
  </body>
</html>`;
  return { documentHtml, pageContext: { indexablePage } };
}
