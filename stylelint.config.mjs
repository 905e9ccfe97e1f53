/**
 * stylelint for the base layer (renderer/styles/) and every component's CSS module (`npm run lint`):
 * stylelint-config-recommended (possible errors) and the site's two rules:
 * - colours only in the theme blocks (tests/lint/stylelint-colour-in-theme-blocks.mjs);
 * - a media query never writes a width or height: it names one of the custom media of isomorphic/breakpoint.ts
 *   (`@media (--phone)`), so each breakpoint is written once for the CSS and the components.
 */
export default {
  extends: ['stylelint-config-recommended'],
  plugins: ['./tests/lint/stylelint-colour-in-theme-blocks.mjs'],
  rules: {
    'dmdata/colour-in-theme-blocks': true,
    // CSS modules' `:global(…)` (a class the build or the base layer writes, e.g. the shared table cards).
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global'] }],
    // CSS modules' `composes: a from './b.module.css'` (the tools' shared buttons: renderer/content/tool-form.module.css).
    'property-no-unknown': [true, { ignoreProperties: ['composes'] }],
    // Off: it compares selectors of one file that never match the same element (`.toc ul ul` and `.group > ul`,
    // `:hover > .hash-link` and `.hash-link:focus-visible`), and reordering them to please it would split rules
    // that belong together; the cascade here is checked by the layout tests in Chromium.
    'no-descending-specificity': null,
    'media-feature-name-disallowed-list': [
      ['/^(min-|max-)?(device-)?(width|height|aspect-ratio)$/'],
      { message: 'A media query names a custom media of isomorphic/breakpoint.ts, e.g. @media (--phone)' },
    ],
  },
};
