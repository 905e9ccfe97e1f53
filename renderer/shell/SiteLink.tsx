import type { ReactNode } from 'react';
import { labels } from '../labels';
import { isExternalHref } from './links';

/** A link; external ones open in a new tab and say so to assistive technology. */
export function SiteLink({ href, className, children, ariaCurrent }: { href: string; className?: string; children: ReactNode; ariaCurrent?: boolean }) {
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">{labels.navbar.externalLink}</span>
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" style={{ marginLeft: '0.25rem' }}>
          <path fill="currentColor" d="M21 13v10H0V3h10v2H2v16h17v-8h2zM14 0v2h6.6L9.3 13.3l1.4 1.4L22 3.4V10h2V0H14z" />
        </svg>
      </a>
    );
  }
  return (
    <a href={href} className={className} aria-current={ariaCurrent ? 'page' : undefined}>
      {children}
    </a>
  );
}
