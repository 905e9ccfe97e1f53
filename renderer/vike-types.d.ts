import type { ComponentType } from 'react';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page component (`+Page.tsx`). */
      Page?: ComponentType;
    }
  }
}

export {};
