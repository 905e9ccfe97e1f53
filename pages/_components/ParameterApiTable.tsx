import type { ApiEndpointSummary } from '../../isomorphic/site-content';
import { EndpointRequest, EndpointScopes } from './EndpointRequest';
import { DataTable } from './reference/DataTable';
import { useSiteData } from './site-content';

/**
 * The endpoints that hand out station parameters (the API group `Parameter` of data/api): what each returns, its
 * request line, the scopes it needs and the classes whose contract it requires. Nothing here is typed by hand.
 */
export function ParameterApiTable({ endpoints: given }: { endpoints?: ApiEndpointSummary[] }) {
  const endpoints = useSiteData('apiEndpoints', given).filter((endpoint) => endpoint.group === 'Parameter');
  return (
    <DataTable
      caption="パラメータを配布する API"
      columns={['API', '内容とリクエスト', '必要な権限', '利用できる配信区分']}
    >
      {endpoints.map((endpoint) => (
        <tr key={endpoint.key}>
          <th scope="row">
            <a href={endpoint.route}>{endpoint.title}</a>
          </th>
          <td>
            {endpoint.summary}
            <br />
            <EndpointRequest id={endpoint.key} endpoints={given} />
          </td>
          <td>
            <EndpointScopes id={endpoint.key} endpoints={given} />
          </td>
          <td>{endpoint.classNames.join('、')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
