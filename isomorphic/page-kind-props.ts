/**
 * The seam between a page source and the component that renders its pages, typed once for the whole step
 * data → props → component.
 *
 * `PageKindProps` maps each view (a page kind, or a component several kinds share, like `catalog-index`) to the
 * props its component takes. It is empty here: the `props.ts` of each page kind's folder adds its own views,
 *
 *     declare module '../../../isomorphic/page-kind-props' {
 *       interface PageKindProps { telegrams: TelegramPageProps; 'telegrams-index': TelegramIndexProps }
 *     }
 *
 * so a new kind is a new folder and nothing lists it. A page source returns a `PageView` (the view and exactly
 * its props); the folder's `views.ts` maps each view to a component of type `ComponentType<PageKindProps[view]>`.
 * Both sides are checked against the same entry: props that do not fit the component do not compile
 * (tests/unit/page-kind-types.test.ts shows it).
 */
import type { HeadLink } from './head-link';

// An interface (not a type) so that each page kind's props.ts can add to it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PageKindProps {}

/** The name of a view: a key of `PageKindProps`. */
export type PageKind = keyof PageKindProps;

/**
 * What a page source gives for one page: the view that renders it, exactly that view's props (plain,
 * serialisable data), and links for the document's head if any. For a union of views, a union of pairs: the view
 * decides the type of the props.
 */
export type PageView<View extends PageKind = PageKind> = {
  [Name in View]: { view: Name; props: PageKindProps[Name]; headLinks?: HeadLink[] };
}[View];
