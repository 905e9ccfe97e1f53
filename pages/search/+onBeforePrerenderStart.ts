import { searchPagePath } from '../../renderer/search/search-path';

export default function onBeforePrerenderStart(): string[] {
  return [searchPagePath];
}
