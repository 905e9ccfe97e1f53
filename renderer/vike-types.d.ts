import type { ComponentType } from 'react';
import type { IndexablePage } from '../isomorphic/page-data';
import type { SidebarEntry } from '../isomorphic/site-types';

declare global {
  namespace Vike {
    interface Config {
      /** The docs sidebar (`+sidebar.ts`): pages without it have no docs layout and no docs menu. */
      sidebar?: SidebarEntry[];
    }
    interface PageContext {
      /** The page component (`+Page.tsx`). */
      Page?: ComponentType;
    }
    interface PageContextServer {
      /** While prerendering: what the build script indexes of the page (set by renderer/+onRenderHtml.tsx). */
      indexablePage?: IndexablePage;
    }
  }
}

export {};
