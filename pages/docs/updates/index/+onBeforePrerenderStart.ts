import { updatesPath } from '../../../../generators/pages/updates-pages';

export default function onBeforePrerenderStart(): string[] {
  return [updatesPath];
}
