/**
 * The results page: `/search?q=<query>&kind=<kind>` (shareable; the OpenSearch description points here). Its own
 * module with no imports: the route function (pages/search/+route.ts) is part of the client router on every page.
 */
export const searchPagePath = '/search';
