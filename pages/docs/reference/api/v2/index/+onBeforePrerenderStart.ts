import { apiOverviewPath } from '../../../../../../generators/page-sources/api-pages';

export default function onBeforePrerenderStart(): string[] {
  return [apiOverviewPath];
}
