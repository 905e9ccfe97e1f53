import { Fragment } from 'react';
import { type Inline } from '../../../isomorphic/schema-views';

/** Generated wording: plain text and code, code optionally linked. */
export function InlineParts({ parts }: { parts: Inline }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : part.href ? (
          <a key={index} href={part.href}>
            <code>{part.code}</code>
          </a>
        ) : (
          <code key={index}>{part.code}</code>
        ),
      )}
    </>
  );
}
