import type { LogoConfig } from '../../isomorphic/site-types';

/** Renders both variants; renderer/styles/elements.css shows the one for the current colour mode, so there is no flash on load. */
export function ThemedImage({ logo, className }: { logo: LogoConfig; className?: string }) {
  const common = { alt: logo.alt, width: logo.width, height: logo.height, decoding: 'async' as const, className };
  if (!logo.srcDark) return <img {...common} src={logo.src} />;
  return (
    <>
      <img {...common} src={logo.src} data-theme-variant="light" />
      <img {...common} src={logo.srcDark} data-theme-variant="dark" alt="" aria-hidden="true" />
    </>
  );
}
