import type { ComponentType } from 'react';
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
  }
}

export {};
