/**
 * The landing components render at build time (in a page's `+data`), so nothing in the client imports their CSS
 * modules. This glob does: every `*.module.css` of this folder goes into the site's stylesheet, with the same
 * class names the build-time render used.
 */
import.meta.glob('./*.module.css', { eager: true });
