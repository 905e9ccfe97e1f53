import { searchPagePath } from '../../isomorphic/search-path';

export default function onBeforePrerenderStart(): string[] {
  return [searchPagePath];
}
