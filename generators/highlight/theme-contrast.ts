import type { ThemeRegistration } from 'shiki';

/** WCAG 2.1 AA minimum contrast for normal-size text (1.4.3). */
export const minimumContrast = 4.5;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground);
  const b = parseHex(background);
  if (!a || !b) throw new Error(`contrastRatio: not a hex colour (${foreground}, ${background})`);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour moved toward black (on a light background) or white (on a dark one) in small steps until it reaches
 * `minimumContrast` against `background`; unchanged when it already does. Hue stays recognisable.
 */
export function withContrast(color: string, background: string): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(toHex(rgb), background) >= minimumContrast) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step += 1) {
    const mixed = rgb.map((channel, index) => channel + ((target[index] - channel) * step) / 100) as Rgb;
    const candidate = toHex(mixed.map((channel) => Math.round(channel)) as Rgb);
    if (contrastRatio(candidate, background) >= minimumContrast) return candidate;
  }
  return toHex(target);
}

type TokenRule = { settings?: { foreground?: string } };

/** A copy of a shiki theme whose every token colour (and default foreground) meets AA on `background`. */
export function themeWithContrast(theme: ThemeRegistration, background: string): ThemeRegistration {
  const fixRules = (rules: TokenRule[] | undefined) =>
    rules?.map((rule) =>
      rule.settings?.foreground
        ? { ...rule, settings: { ...rule.settings, foreground: withContrast(rule.settings.foreground, background) } }
        : rule,
    );
  const copy = structuredClone(theme) as ThemeRegistration & { tokenColors?: TokenRule[]; settings?: TokenRule[] };
  if (copy.tokenColors) copy.tokenColors = fixRules(copy.tokenColors) as typeof copy.tokenColors;
  if (copy.settings) copy.settings = fixRules(copy.settings) as typeof copy.settings;
  if (copy.colors?.['editor.foreground'])
    copy.colors = { ...copy.colors, 'editor.foreground': withContrast(copy.colors['editor.foreground'], background) };
  if (copy.fg) copy.fg = withContrast(copy.fg, background);
  return copy;
}
