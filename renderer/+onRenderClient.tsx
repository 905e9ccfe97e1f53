import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { shell } from 'virtual:site-shell';
import { installContentEnhancers } from './content/content-enhancers';
import { installLinkPrefetch } from './navigation/link-prefetch';
import { PageShell } from './PageShell';
import { pageTitle } from './page-title';

let root: Root | null = null;

function isErrorPage(pageContext: PageContextClient): boolean {
  return pageContext.pageId?.endsWith('/_error') ?? false;
}

export default function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // After a client-side navigation, Vike shows the error page when the page's data or code could not be
  // fetched (or the URL matches no page): load that URL from the server instead, like any broken preload.
  if (!pageContext.isHydration && isErrorPage(pageContext)) {
    window.location.reload();
    return;
  }
  const page = <PageShell pageContext={pageContext} />;
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page);
    installContentEnhancers();
    installLinkPrefetch();
  } else {
    root ??= createRoot(container);
    root.render(page);
  }
  document.title = pageTitle(pageContext, shell.title);
}
