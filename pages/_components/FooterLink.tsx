import type { ReactNode } from 'react';
import { useSiteData } from './site-content';

/**
 * A link of the footer (data/site.yaml `footer.links`) named in a page by its label, so its address is written once:
 * `<FooterLink label="Discord" />` shows the address, `<FooterLink label="公式 Twitter (@pdmdata)">@pdmdata</FooterLink>`
 * shows its own text. A label the footer does not have stops the build.
 */
export function FooterLink({
  label,
  children,
  links,
}: {
  label: string;
  children?: ReactNode;
  links?: Array<{ label: string; href: string }>;
}) {
  const footer = useSiteData('footerLinks', links);
  const link = footer.find((entry) => entry.label === label);
  if (!link) {
    throw new Error(
      `no footer link "${label}" in data/site.yaml (footer.links has ${footer.map((entry) => entry.label).join(', ')})`,
    );
  }
  return <a href={link.href}>{children ?? link.href}</a>;
}
