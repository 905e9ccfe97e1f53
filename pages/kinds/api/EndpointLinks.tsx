import { SeparatedList } from '../../_components/reference/SeparatedList';
import { type ApiEndpoint } from '../../../isomorphic/api-types';

/** Endpoints as links separated by 「、」, named by their title (or `id` where the column is narrow); `—` when there are none. */
export function EndpointLinks({
  endpoints,
  nameBy = 'title',
}: {
  endpoints: readonly ApiEndpoint[];
  nameBy?: 'title' | 'id';
}) {
  if (endpoints.length === 0) return <>—</>;
  return (
    <SeparatedList
      items={endpoints}
      keyOf={(endpoint) => endpoint.id}
      render={(endpoint) => <a href={endpoint.route}>{endpoint[nameBy]}</a>}
    />
  );
}
