import { apiOverviewPath } from '../../../../../../generators/pages/api-pages';

export default function onBeforePrerenderStart(): string[] {
  return [apiOverviewPath];
}
