import type { DataIssue } from '../data/data-error';
import type { DataPath, DataSource } from '../data/data-source';

export * from '../../isomorphic/jma-documents';

/**
 * Checks a schema cannot make: a technical notice hosted by dmdata.jp lives at `…/technical/<number>.pdf`, and a
 * specification at `…/pdf/no<number>`; a URL that names another number is a copy mistake.
 */
export function documentUrlIssues(
  source: DataSource,
  documents: ReadonlyArray<{ kind?: string; number?: number | string; url: string }>,
  at: DataPath,
): DataIssue[] {
  const issues: DataIssue[] = [];
  documents.forEach((document, index) => {
    const where: DataPath = [...at, index, 'url'];
    if (document.kind === 'technical') {
      const match = /^https:\/\/dmdata\.jp\/docs\/jma\/technical\/(\d+)\.pdf(#.*)?$/.exec(document.url);
      if (match && Number(match[1]) !== document.number) {
        issues.push(source.issue(where, `technical notice 第${document.number}号 links to technical/${match[1]}.pdf`));
      }
    }
    if (document.kind === 'specification') {
      const match = /\/shiyou\/pdf\/no(\d+)$/.exec(document.url);
      if (match && match[1] !== document.number) {
        issues.push(source.issue(where, `specification No${document.number} links to no${match[1]}`));
      }
    }
  });
  return issues;
}
