import { DataTable } from '../../_components/reference/DataTable';
import { LinkList } from '../../_components/reference/LinkList';
import { SeparatedList } from '../../_components/reference/SeparatedList';
import { Admonition, type AdmonitionKind } from './Admonition';
import { ApiText, type PhraseLink } from './ApiText';
import type { ApiPageContext } from './context';
import { relatedPages } from './context';
import { Heading } from '../../_components/Heading';
import { DisagreementNote } from '../../_components/DisagreementNote';
import { parameterLocations, ParameterTable } from './ParameterTable';
import { apiSections, oauth2Path, overviewSectionUrl, scopeUrl } from '../../../isomorphic/routes';
import { endpointScopes } from '../../../isomorphic/api-views';
import { ReaderTime } from '../../_components/ReaderTime';
import {
  type ApiEndpoint,
  type ApiNote,
  type ApiParameter,
  type NoteKind,
  type StoredSince,
} from '../../../isomorphic/api-types';

const noteStyles: Record<NoteKind, { kind: AdmonitionKind; title: string }> = {
  caution: { kind: 'caution', title: '注意' },
  info: { kind: 'info', title: '補足' },
  retention: { kind: 'note', title: '参照できる期間' },
  pagination: { kind: 'tip', title: 'ページ送り' },
  polling: { kind: 'tip', title: '新着の定期確認（PuLL）' },
  availability: { kind: 'info', title: '利用できる条件' },
};

function NoteBody({ note, links }: { note: ApiNote; links: readonly PhraseLink[] }) {
  const cursorLink = note.kind === 'pagination' || note.kind === 'polling';
  return (
    <>
      <p>
        <ApiText text={note.text} links={links} />
        {cursorLink && (
          <>
            {' '}
            詳しくは <a href={overviewSectionUrl(apiSections.cursorToken)}>カーソルトークン</a> を参照してください。
          </>
        )}
      </p>
      {note.disagreement && <DisagreementNote id={note.disagreement} />}
    </>
  );
}

/** The endpoint's notes (retention, pagination, polling, cautions) as admonitions. */
export function NotesSection({ notes, links }: { notes: ApiNote[]; links: readonly PhraseLink[] }) {
  if (notes.length === 0) return null;
  return (
    <>
      <Heading level={2} id="notes" text="注意事項" />
      {notes.map((note) => (
        <Admonition key={note.text} kind={noteStyles[note.kind].kind} title={noteStyles[note.kind].title}>
          <NoteBody note={note} links={links} />
        </Admonition>
      ))}
    </>
  );
}

/** Parameter tables, one per location that the endpoint uses. */
export function ParametersSection({ parameters, links }: { parameters: ApiParameter[]; links: readonly PhraseLink[] }) {
  const locations = (['path', 'query', 'body'] as const).filter((location) =>
    parameters.some((parameter) => parameter.in === location),
  );
  return (
    <>
      <Heading level={2} id="parameters" text="パラメータ" />
      {locations.length === 0 && <p>この API にパラメータはありません。</p>}
      {locations.map((location) => (
        <section key={location}>
          <Heading level={3} id={parameterLocations[location].id} text={parameterLocations[location].label} />
          {location === 'path' && (
            <p>
              URL の <code>:名前</code> の部分を値に置き換えます（
              <a href={overviewSectionUrl(apiSections.urlParameters)}>URL パラメータ</a>）。
            </p>
          )}
          <ParameterTable parameters={parameters.filter((parameter) => parameter.in === location)} links={links} />
        </section>
      ))}
    </>
  );
}

function ScopeLink({ scope }: { scope: string }) {
  return (
    <a href={scopeUrl(scope)}>
      <code>{scope}</code>
    </a>
  );
}

/** Scopes the endpoint always needs, and those needed per delivery class, linked to the OAuth2 scope table. */
export function PermissionsSection({
  endpoint,
  context,
  links,
}: {
  endpoint: ApiEndpoint;
  context: ApiPageContext;
  links: readonly PhraseLink[];
}) {
  const { always, perClassification } = endpointScopes(endpoint);
  const scopeText = (name: string) =>
    context.catalog.shared.scopes.find((scope) => scope.name === name)?.description ?? '';
  return (
    <>
      <Heading level={2} id="permissions" text="必要な権限" />
      {always.length > 0 && (
        <>
          <p>API キーまたはアクセストークンに、次のスコープ（権限）が必要です。</p>
          <ul>
            {always.map((scope) => (
              <li key={scope}>
                <ScopeLink scope={scope} />: <ApiText text={scopeText(scope)} links={links} />
              </li>
            ))}
          </ul>
        </>
      )}
      {endpoint.permissionsNote && (
        <p>
          <ApiText text={endpoint.permissionsNote} links={links} />
        </p>
      )}
      {perClassification.length > 0 && (
        <DataTable caption="配信区分ごとに必要なスコープ" columns={['配信区分', 'API 名', '必要なスコープ']}>
          {perClassification.map((entry) => {
            const info = context.classifications[entry.classification];
            return (
              <tr key={entry.classification}>
                <td>{info ? <a href={info.href}>{info.name}</a> : '—'}</td>
                <td>
                  <code>{entry.classification}</code>
                </td>
                <td>
                  <ScopeLink scope={entry.scope} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {endpoint.requiredContracts && endpoint.requiredContracts.length > 0 && (
        <p>
          スコープに加えて、次の配信区分の契約が必要です:{' '}
          <SeparatedList
            items={endpoint.requiredContracts}
            keyOf={(classification) => classification}
            render={(classification) => {
              const info = context.classifications[classification];
              return (
                <>
                  {info ? <a href={info.href}>{info.name}</a> : null}（<code>{classification}</code>）
                </>
              );
            }}
          />
          。契約の内容は <a href="/price">料金表</a> を参照してください。
        </p>
      )}
      {endpoint.permissions.length > 0 && (
        <p>
          API キーやアクセストークンの渡し方は <a href={overviewSectionUrl(apiSections.authentication)}>認証</a>
          、すべてのスコープは <a href={`${oauth2Path}#${apiSections.scopes}`}>OAuth2 v1 のスコープ一覧</a>{' '}
          を参照してください。
        </p>
      )}
    </>
  );
}

/** Since when each delivery class is stored and can be fetched. */
export function StoredSinceSection({
  stored,
  context,
  links,
}: {
  stored: StoredSince[];
  context: ApiPageContext;
  links: readonly PhraseLink[];
}) {
  return (
    <>
      <Heading level={2} id="stored-since" text="保存されているデータ" />
      <p>配信区分ごとに、次の日時以降に受信したデータが保存されています。</p>
      <DataTable columns={['保存開始', '配信区分', '備考']}>
        {stored.map((entry) => (
          <tr key={entry.since}>
            <td>
              <ReaderTime value={entry.since} />
            </td>
            <td>
              <SeparatedList
                items={entry.classifications}
                keyOf={(classification) => classification}
                render={(classification) => {
                  const info = context.classifications[classification];
                  return (
                    <>
                      {info ? `${info.name}（` : ''}
                      <code>{classification}</code>
                      {info ? '）' : ''}
                    </>
                  );
                }}
              />
            </td>
            <td>{entry.remark ? <ApiText text={entry.remark} links={links} /> : '—'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** Other endpoints of the group and the site pages about the data. */
export function RelatedSection({ endpoint, context }: { endpoint: ApiEndpoint; context: ApiPageContext }) {
  const pages = relatedPages(context.catalog, endpoint);
  return (
    <>
      <Heading level={2} id="related" text="関連ページ" />
      <LinkList
        links={[
          ...pages.map((page) => ({ title: page.title, url: page.href })),
          { title: 'API v2 のリソース一覧', url: overviewSectionUrl(apiSections.resources) },
        ]}
      />
    </>
  );
}
