/** Path without a trailing slash (except `/`), query or hash: the key used to compare routes. */
export function routeKey(urlPath: string): string {
  const clean = urlPath.split('#')[0].split('?')[0];
  if (clean === '/' || clean === '') return '/';
  return clean.replace(/\/+$/, '');
}

/** A route function matching one exact path, with or without its trailing slash. */
export function exactRoute(path: string) {
  const key = routeKey(path);
  return (pageContext: { urlPathname: string }) => routeKey(pageContext.urlPathname) === key;
}
