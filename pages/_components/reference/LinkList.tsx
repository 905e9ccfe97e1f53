export interface TitledLink {
  title: string;
  url: string;
}

/** A list of titled links; external ones open in a new tab. */
export function LinkList({ links }: { links: TitledLink[] }) {
  return (
    <ul>
      {links.map((link) => {
        const external = /^https?:/.test(link.url);
        return (
          <li key={`${link.url}-${link.title}`}>
            <a href={link.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
