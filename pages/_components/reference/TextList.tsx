import { InlineText } from './InlineText';

/** A bulleted list of catalog sentences (backticks become code), or nothing when the list is empty. */
export function TextList({ items }: { items: string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}
