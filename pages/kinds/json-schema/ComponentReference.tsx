import { FieldSections } from './FieldSections';
import { jsonConversionPath } from '../../../isomorphic/routes';
import { type ComponentPageData, type FieldSection } from '../../../isomorphic/schema-views';

function level(section: FieldSection): 2 | 3 | 4 {
  if (section.depth === 0) return 2;
  return section.depth === 1 ? 3 : 4;
}

/** /docs/reference/conversion/json/component: every `$defs` entry of components.schema.json. */
export function ComponentReference({ tree, download }: ComponentPageData) {
  const definitions = tree.sections.filter((section) => section.depth === 0);
  return (
    <>
      <p>
        JSON
        変換データの各スキーマは、日時・座標・震源・マグニチュード・震度階級など、形が共通する部分をここにある定義から参照しています。スキーマのページでは、これらの定義をその場に展開したうえで、このページの該当する節にリンクしています。定義は全部で{' '}
        {definitions.length} 個です。
      </p>
      <p>
        定義ファイルは <a href={download}>components.json</a>（JSON Schema draft
        2020-12）としてダウンロードできます。各フォーマットのスキーマの一覧は{' '}
        <a href={jsonConversionPath}>JSON に変換したデータ</a> にあります。
      </p>
      <FieldSections tree={tree} options={{ level, componentHref: (name) => `#${name}`, noteComponents: false }} />
    </>
  );
}
