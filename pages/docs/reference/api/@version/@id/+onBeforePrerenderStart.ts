import { apiCatalog } from '../../../../../../generators/pages/api-pages';

export default function onBeforePrerenderStart(): string[] {
  return apiCatalog().endpoints.map((endpoint) => endpoint.route);
}
