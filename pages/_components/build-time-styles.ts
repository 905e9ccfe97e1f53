/**
 * Components under pages/ render at build time (in a page's `+data`: MDX pages and the page sources' reference
 * pages), so nothing in the client imports their CSS modules. This glob does: every `*.module.css` under pages/
 * goes into the site's stylesheet, with the same class names the build-time render used (vite.config.ts keeps
 * these modules although no client code reads their class maps). A new component just imports its module.
 */
import.meta.glob(['/pages/**/*.module.css'], { eager: true });
