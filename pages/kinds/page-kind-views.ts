import type { ComponentType } from 'react';
import type { PageKind, PageKindProps } from '../../isomorphic/page-kind-props';

/**
 * The components of some views, each taking exactly the props a page source gives for it (`PageKindProps`). The
 * `views.ts` of a page kind's folder `satisfies` it for the views it makes, so a component whose props are not the
 * view's, or a view of the folder without a component, does not compile.
 */
export type PageKindViews<View extends PageKind = PageKind> = {
  [Name in View]: ComponentType<PageKindProps[Name]>;
};
