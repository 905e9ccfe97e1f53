import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { shell } from 'virtual:site-shell';
import { installContentEnhancers } from './content/content-enhancers';
// Every content page renders ContentPage: imported here too, it is bundled with the shell instead of in a
// chunk of its own (one script request less on every first load).
import './content/ContentPage';
import { installLinkPrefetch } from './navigation/link-prefetch';
import { PageShell } from './PageShell';
import { pageTitle } from './page-title';
import { whenIdle } from './shell/when-idle';

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
    // Prefetch on hover/focus is of no use before the page is idle; keep its set-up out of hydration.
    whenIdle(installLinkPrefetch);
  } else {
    root ??= createRoot(container);
    root.render(page);
  }
  document.title = pageTitle(pageContext, shell.title);
}
