import { componentPagePath } from '../../../../../../generators/page-sources/schema-pages';

export default function onBeforePrerenderStart(): string[] {
  return [componentPagePath];
}
