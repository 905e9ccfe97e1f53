import { apiSections, overviewSectionUrl } from '../../isomorphic/routes';
import { DataTable } from './reference/DataTable';
import { RuleUrls } from './reference/RuleUrls';
import { InlineText } from './reference/InlineText';
import { useSiteContent } from './site-content';

/** The rate limits data/api/shared.yaml records, as one table with a link to the overview's full section. */
export function RateLimitSummary() {
  const limits = useSiteContent().lifecycle.rateLimits;
  return (
    <>
      <DataTable columns={['対象', '上限']} kind="rate-limits">
        <tr>
          <td>すべての API（ドメインと接続元 IP アドレスの組ごと）</td>
          <td>
            {limits.general.periodMinutes} 分間に {limits.general.requests} リクエスト
          </td>
        </tr>
        {limits.rules.map((rule) => (
          <tr key={rule.id}>
            <td>
              <RuleUrls urls={rule.urls} />
            </td>
            <td>
              {rule.periodMinutes} 分間に {rule.requests} リクエスト
            </td>
          </tr>
        ))}
      </DataTable>
      <p>
        上限を超えると {limits.provider} が HTTP ステータス <code>{limits.status}</code> を返します。
      </p>
      <ul>
        {limits.guidance.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
      <p>
        詳しくは <a href={overviewSectionUrl(apiSections.rateLimits)}>API v2 のレートリミット</a> を参照してください。
      </p>
    </>
  );
}
