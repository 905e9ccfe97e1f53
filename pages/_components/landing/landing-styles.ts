/**
 * Components under pages/_components/ render at build time (in a page's `+data`), so nothing in the client imports
 * their CSS modules. This glob does: every `*.module.css` of the landing components and of the components beside
 * them goes into the site's stylesheet, with the same class names the build-time render used (vite.config.ts keeps
 * these modules although no client code reads their class maps).
 */
import.meta.glob(['./*.module.css', '../*.module.css'], { eager: true });
