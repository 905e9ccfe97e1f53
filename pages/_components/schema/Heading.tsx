import type { ReactNode } from 'react';
import { labels } from '../../../isomorphic/labels';

/** A heading with an explicit id and the `#` direct link the engine puts on every heading. */
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
  return (
    <Tag id={id}>
      {children ?? text}
      <a className="hash-link" href={`#${id}`} aria-label={labels.directLink(text)} title={labels.directLink(text)}>
        #
      </a>
    </Tag>
  );
}
