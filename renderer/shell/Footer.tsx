import { Fragment } from 'react';
import { shell } from 'virtual:site-shell';
import { labels } from '../../isomorphic/labels';
import styles from './Footer.module.css';
import type { FooterColumnConfig, LinkConfig, SiteConfig } from '../../isomorphic/site-types';
import { SiteLink } from './SiteLink';
import { ThemedImage } from './ThemedImage';

function isColumns(links: FooterColumnConfig[] | LinkConfig[]): links is FooterColumnConfig[] {
  return links.length > 0 && 'title' in links[0];
}

function FooterLink({ link }: { link: LinkConfig }) {
  return <SiteLink href={link.to ?? link.href ?? '/'}>{link.label}</SiteLink>;
}

/** Link columns (title + links) or a flat list separated by dots; logo; copyright with the licence line. */
export function Footer({ footer = shell.footer }: { footer?: SiteConfig['footer'] }) {
  return (
    <footer className={styles.footer} data-style={footer.style} aria-label={labels.footer}>
      <div className={styles.inner}>
        {isColumns(footer.links) ? (
          <div className={styles.columns}>
            {footer.links.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.title}>{column.title}</h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <p className={styles.flat}>
            {footer.links.map((link, index) => (
              <Fragment key={link.label}>
                {index > 0 && <span aria-hidden="true"> · </span>}
                <FooterLink link={link} />
              </Fragment>
            ))}
          </p>
        )}
        <div className={styles.bottom}>
          {footer.logo && (
            <a href={footer.logo.href ?? '/'} className={styles.logo}>
              <ThemedImage logo={footer.logo} />
            </a>
          )}
          <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        </div>
      </div>
    </footer>
  );
}
