import { oauth2Path } from '../../../../../generators/pages/api-pages';

export default function onBeforePrerenderStart(): string[] {
  return [oauth2Path];
}
