import { CodeBlock } from '../CodeBlock';
import { useSiteContent } from '../site-content';
import { currentSchemaPageUrl } from '../../../isomorphic/routes';

/**
 * An excerpt of one of the site's own schema examples (data/service.yaml `showcase`), highlighted at build time,
 * with a link to the schema's page.
 */
export function ResponseExample() {
  const { service, showcaseExcerpt } = useSiteContent();
  const { showcase } = service;
  return (
    <>
      <CodeBlock code={showcaseExcerpt} lang="json" title={`${showcase.schema} / ${showcase.example}.json（抜粋）`} />
      <p>
        すべてのフィールドと出現条件は <a href={currentSchemaPageUrl(showcase.schema)}>{showcase.schema} スキーマ</a>{' '}
        のページにあります。
      </p>
    </>
  );
}
