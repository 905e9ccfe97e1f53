import type { ReactNode } from 'react';
import { labels } from '../../isomorphic/labels';

/** A section heading of a generated page with a stable id and a `#` direct link (as MDX headings get). */
export function Heading({
  level,
  id,
  text,
  children,
}: {
  level: 2 | 3 | 4;
  id: string;
  text: string;
  children?: ReactNode;
}) {
  const Tag = `h${level}` as const;
  const title = labels.directLink(text);
  return (
    <Tag id={id}>
      {children ?? text}
      <a className="hash-link" href={`#${id}`} aria-label={title} title={title}>
        #
      </a>
    </Tag>
  );
}
