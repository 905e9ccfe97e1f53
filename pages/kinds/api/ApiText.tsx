import { Fragment, type ReactNode } from 'react';
import type { PhraseLink } from '../../../isomorphic/api-types';

export type { PhraseLink };

function linkPhrases(text: string, links: readonly PhraseLink[], keyBase: string): ReactNode[] {
  if (links.length === 0 || text === '') return [text];
  const ordered = [...links].sort((a, b) => b.phrase.length - a.phrase.length);
  const out: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest !== '') {
    let best: { at: number; link: PhraseLink } | null = null;
    for (const link of ordered) {
      const at = rest.indexOf(link.phrase);
      if (at >= 0 && (best === null || at < best.at)) best = { at, link };
    }
    if (!best) {
      out.push(rest);
      break;
    }
    if (best.at > 0) out.push(rest.slice(0, best.at));
    out.push(
      <a key={`${keyBase}-${index}`} href={best.link.href}>
        {best.link.phrase}
      </a>,
    );
    index += 1;
    rest = rest.slice(best.at + best.link.phrase.length);
  }
  return out;
}

/**
 * Text from data/api, where `backticks` mark code and `**` marks bold. Phrases in `links` (endpoint titles)
 * become links outside code spans.
 */
export function ApiText({ text, links = [] }: { text: string; links?: readonly PhraseLink[] }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/);
  return (
    <>
      {parts.map((part, index) => {
        if (part.length > 2 && part.startsWith('`') && part.endsWith('`'))
          return <code key={index}>{part.slice(1, -1)}</code>;
        if (part.length > 4 && part.startsWith('**') && part.endsWith('**'))
          return <strong key={index}>{part.slice(2, -2)}</strong>;
        return <Fragment key={index}>{linkPhrases(part, links, String(index))}</Fragment>;
      })}
    </>
  );
}

/** A paragraph of data text. */
export function ApiParagraph({ text, links }: { text: string; links?: readonly PhraseLink[] }) {
  return (
    <p>
      <ApiText text={text} links={links} />
    </p>
  );
}

/** A bullet list of data texts (rules, notes, guidance). */
export function ApiTextList({ items, links }: { items: readonly string[]; links?: readonly PhraseLink[] }) {
  return (
    <ul>
      {items.map((text) => (
        <li key={text}>
          <ApiText text={text} links={links} />
        </li>
      ))}
    </ul>
  );
}
