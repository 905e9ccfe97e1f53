import { Fragment } from 'react';

/**
 * Values as separate code spans, one per value, separated by 、 outside them: a copied value carries no blank,
 * and the Markdown copy gets one code span per value.
 */
export function CodeList({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={item}>
          {index > 0 && '、'}
          <code>{item}</code>
        </Fragment>
      ))}
    </>
  );
}
