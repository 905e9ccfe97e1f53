import type { CatalogIndexProps } from './props';
import { HeadingSlugger } from '../../../isomorphic/headings';
import { InlineText } from '../../_components/reference/InlineText';

/**
 * The index page of a catalog that has no index component of its own (`catalogPageSource` without `indexView`):
 * the index description, then a table per group linking each entry's page, with its summary.
 */
export function CatalogIndex({ description, groups }: CatalogIndexProps) {
  const slugger = new HeadingSlugger();
  return (
    <>
      <p>{description}</p>
      {groups.map((group) => (
        <section key={group.label ?? ''}>
          {group.label !== null ? <h2 id={slugger.slug(group.label)}>{group.label}</h2> : null}
          <table>
            <thead>
              <tr>
                <th scope="col">ページ</th>
                <th scope="col">概要</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => (
                <tr key={entry.path}>
                  <td>
                    <a href={entry.path}>{entry.title}</a>
                  </td>
                  <td>
                    <InlineText text={entry.summary} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
