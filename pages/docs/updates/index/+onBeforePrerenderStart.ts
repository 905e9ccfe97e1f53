import { updatesPath } from '../../../../generators/page-sources/updates-pages';

export default function onBeforePrerenderStart(): string[] {
  return [updatesPath];
}
