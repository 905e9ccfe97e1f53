import { searchPagePath } from '../../renderer/search/search-url';

export default function onBeforePrerenderStart(): string[] {
  return [searchPagePath];
}
