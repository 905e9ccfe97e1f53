import { apiCatalog } from '../../../../../../generators/page-sources/api-pages';

export default function onBeforePrerenderStart(): string[] {
  return apiCatalog().endpoints.map((endpoint) => endpoint.route);
}
