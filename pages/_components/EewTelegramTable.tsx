import { useSiteData } from './site-content';
import { telegramUrl } from '../../isomorphic/routes';
import { groupTelegramsByClass, type TelegramCatalog, type TelegramStatus } from '../../isomorphic/catalog-types';

function statusText(status: TelegramStatus): string {
  switch (status.state) {
    case 'delivering':
      return '配信中';
    case 'ending': {
      const when = status.until ?? status.untilText;
      return when ? `配信終了予定（終了時期: ${when}）` : '配信終了予定';
    }
    case 'ended':
      return status.since ? `配信終了（${status.since}）` : '配信終了';
    case 'planned':
      return status.start ? `配信予定（${status.start} から）` : '配信予定';
  }
}

/** The EEW delivery classes (eew.*) and the telegrams each one carries, from the telegram catalog (or `catalog`). */
export function EewTelegramTable({ catalog }: { catalog?: TelegramCatalog }) {
  const groups = groupTelegramsByClass(useSiteData('telegrams', catalog)).filter((group) =>
    group.class.api.startsWith('eew.'),
  );
  return (
    <table>
      <caption>緊急地震速報の配信区分と電文</caption>
      <thead>
        <tr>
          <th scope="col">区分（API 名）</th>
          <th scope="col">データ種類コード</th>
          <th scope="col">電文</th>
          <th scope="col">配信状況</th>
        </tr>
      </thead>
      <tbody>
        {groups.flatMap((group) =>
          group.telegrams.map((entry, index) => (
            <tr key={entry.code}>
              {index === 0 ? (
                <th scope="row" rowSpan={group.telegrams.length}>
                  {group.class.name}
                  <br />
                  <code>{group.class.api}</code>
                </th>
              ) : null}
              <td>
                <code>{entry.dataTypes.join(', ')}</code>
              </td>
              <td>
                <a href={telegramUrl(entry.code)}>{entry.title}</a>
              </td>
              <td>{statusText(entry.status)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
