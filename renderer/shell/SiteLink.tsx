import type { ReactNode } from 'react';
import { labels } from '../../isomorphic/labels';
import { isExternalHref } from './links';

/**
 * A link; external ones open in a new tab and say so to assistive technology. Their arrow icon is drawn by
 * CSS (`a[data-external]::after` in renderer/styles/elements.css), not by an inline SVG, so it adds no elements to every page.
 */
export function SiteLink({
  href,
  className,
  children,
  ariaCurrent,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  ariaCurrent?: boolean;
}) {
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" data-external>
        {children}
        <span className="visually-hidden">{labels.navbar.externalLink}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} aria-current={ariaCurrent ? 'page' : undefined}>
      {children}
    </a>
  );
}
