import type { PageContext } from 'vike/types';
import { EditLink } from './content/EditLink';
import { DocsLayout } from './docs/DocsLayout';
import type { ClientPageData } from '../isomorphic/page-data';
import { useTransitionState } from './navigation/transition-store';
import { SearchHost } from './search/SearchHost';
import { AnnouncementBar } from './shell/AnnouncementBar';
import { CrashPage } from './shell/CrashPage';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Footer } from './shell/Footer';
import { LoadingSpinner } from './shell/LoadingSpinner';
import { Navbar } from './shell/Navbar';
import { PageLayout } from './shell/PageLayout';
import { ProgressBar } from './shell/ProgressBar';
import { SkipToContent } from './shell/SkipToContent';
import { PageContextProvider } from './usePageContext';
import './styles/theme.css';
import './styles/elements.css';
import './styles/article.css';
import './styles/content-blocks.css';
import './styles/figures.css';

function PageBody({ pageContext }: { pageContext: PageContext }) {
  const { slow } = useTransitionState();
  const Page = pageContext.Page;
  return (
    <ErrorBoundary fallback={(props) => <CrashPage {...props} />} resetKey={pageContext.urlPathname}>
      {slow && <LoadingSpinner />}
      <div hidden={slow || undefined}>
        {Page ? <Page /> : null}
        <EditLink />
      </div>
    </ErrorBoundary>
  );
}

/** The whole page: skip link, announcement bar, navbar, layout around the page, footer, search. */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const data = pageContext.data as ClientPageData | undefined;
  const sidebar = pageContext.config.sidebar;
  const docs = !pageContext.is404 && data?.layout === 'docs' && sidebar !== undefined;
  return (
    <PageContextProvider pageContext={pageContext}>
      <SkipToContent />
      <ProgressBar />
      <AnnouncementBar />
      <Navbar />
      {docs ? (
        <DocsLayout sidebar={sidebar} toc={data?.toc ?? []}>
          <PageBody pageContext={pageContext} />
        </DocsLayout>
      ) : (
        <PageLayout>
          <PageBody pageContext={pageContext} />
        </PageLayout>
      )}
      <Footer />
      <SearchHost />
    </PageContextProvider>
  );
}
