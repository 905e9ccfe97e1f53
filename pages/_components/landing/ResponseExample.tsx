import { readFileSync } from 'node:fs';
import { jsonExcerpt, loadServiceFacts, showcaseExampleFile } from '../../../generators/content/service';
import { CodeBlock } from '../CodeBlock';
import { currentSchemaPageUrl } from '../../../isomorphic/routes';

/**
 * An excerpt of one of the site's own schema examples (data/service.yaml `showcase`), highlighted at build time,
 * with a link to the schema's page.
 */
export function ResponseExample() {
  const { showcase } = loadServiceFacts();
  const document: unknown = JSON.parse(readFileSync(showcaseExampleFile(showcase), 'utf8'));
  const code = JSON.stringify(jsonExcerpt(document, showcase.fields), null, 2);
  return (
    <>
      <CodeBlock code={code} lang="json" title={`${showcase.schema} / ${showcase.example}.json（抜粋）`} />
      <p>
        すべてのフィールドと出現条件は <a href={currentSchemaPageUrl(showcase.schema)}>{showcase.schema} スキーマ</a>{' '}
        のページにあります。
      </p>
    </>
  );
}
