import type { ReactNode } from 'react';

/** Items in one run of text, separated by 「、」; each item is wrapped in its own `<span>`. */
export function SeparatedList<T>({
  items,
  keyOf,
  render,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.map((item, index) => (
        <span key={keyOf(item)}>
          {index > 0 && '、'}
          {render(item)}
        </span>
      ))}
    </>
  );
}

/** Literal values (codes, content types, parameter names) as `<code>`, separated by 「、」. */
export function CodeList({ values }: { values: readonly string[] }) {
  return <SeparatedList items={values} keyOf={(value) => value} render={(value) => <code>{value}</code>} />;
}
