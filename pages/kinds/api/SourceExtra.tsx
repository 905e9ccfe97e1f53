import { ApiText, type PhraseLink } from './ApiText';
import { FieldExtra } from './FieldExtra';

/**
 * Where a field, parameter or error comes from when it is not the endpoint's reference page (data/api `x-source`,
 * `source`), and how the provider's sources differ on it (`x-source-note`, `sourceNote`).
 */
export function SourceExtra({ source, note, links }: { source?: string; note?: string; links: readonly PhraseLink[] }) {
  return (
    <>
      {source && (
        <FieldExtra>
          出典: <code data-identifier>{source}</code>
        </FieldExtra>
      )}
      {note && (
        <FieldExtra>
          出典の違い: <ApiText text={note} links={links} />
        </FieldExtra>
      )}
    </>
  );
}
