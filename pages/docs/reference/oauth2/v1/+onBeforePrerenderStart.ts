import { oauth2Path } from '../../../../../generators/page-sources/api-pages';

export default function onBeforePrerenderStart(): string[] {
  return [oauth2Path];
}
