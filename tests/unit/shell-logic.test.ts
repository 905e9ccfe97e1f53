import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPreferredVersion,
  readPreferredVersion,
  savePreferredVersion,
} from '../../renderer/docs/preferred-version';
import {
  breadcrumbTrail,
  collapseDuration,
  flattenSidebarLinks,
  siblingPages,
} from '../../renderer/docs/sidebar-navigation';
import { desktopBreakpoint } from '../../isomorphic/breakpoint';
import { labels } from '../../isomorphic/labels';
import { expandCustomMedia } from '../../generators/site/css-breakpoints';
import { shouldPrefetch } from '../../renderer/navigation/prefetch-policy';
import { stripHtmlSuffix } from '../../renderer/navigation/url-normalize';
import { isSearchShortcut } from '../../renderer/search/search-store';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { createSiteStorage, resetStorageWarning, storageKeys } from '../../renderer/storage';
import { headInitScript, nextColorMode } from '../../renderer/theme/color-mode';

const sidebar: SidebarEntry[] = [
  {
    kind: 'category',
    label: 'マニュアル',
    href: '/docs/manual',
    collapsed: false,
    items: [{ kind: 'link', label: 'EEW', href: '/docs/eew' }],
  },
  {
    kind: 'category',
    label: '電文データ',
    href: '/docs/telegrams/',
    collapsed: true,
    items: [
      {
        kind: 'category',
        label: '地震・津波関連',
        collapsed: true,
        items: [{ kind: 'link', label: '震度速報', href: '/docs/telegrams/et01110' }],
      },
    ],
  },
  { kind: 'link', label: 'GitHub', href: 'https://github.com/', external: true },
];

describe('URL normalisation', () => {
  it('treats .html and /index.html as the path without them', () => {
    expect(stripHtmlSuffix('/docs/eew.html')).toBe('/docs/eew');
    expect(stripHtmlSuffix('/docs/telegrams/index.html')).toBe('/docs/telegrams/');
    expect(stripHtmlSuffix('/index.html')).toBe('/');
    expect(stripHtmlSuffix('/docs/eew')).toBeNull();
  });
});

describe('prefetch policy', () => {
  it('skips 2g, slow-2g and data-saver, allows others', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});

describe('colour mode', () => {
  it('toggles light ↔ dark only (no system value in the cycle)', () => {
    expect(nextColorMode('light')).toBe('dark');
    expect(nextColorMode('dark')).toBe('light');
  });

  it('head script applies the stored mode, ignores junk, and hides a dismissed announcement', () => {
    const run = (stored: Record<string, string>, throwing = false) => {
      const attributes: Record<string, string> = {};
      const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
      const storage = { getItem: (key: string) => stored[key] ?? null };
      const windowLike = throwing
        ? Object.defineProperty({}, 'localStorage', {
            get: () => {
              throw new Error('denied');
            },
          })
        : { localStorage: storage };
      const script = headInitScript({
        defaultMode: 'light',
        suffix: '',
        storageType: 'localStorage',
        announcementId: 'information-cookie',
      });
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the head script exactly as the document inlines it, on stand-ins for document and window
      new Function('document', 'window', script)({ documentElement }, windowLike);
      return attributes;
    };
    expect(run({})['data-theme']).toBe('light');
    expect(run({ theme: 'dark' })['data-theme']).toBe('dark');
    expect(run({ theme: 'system' })['data-theme']).toBe('light');
    expect(run({}, true)['data-theme']).toBe('light');
    expect(
      run({ 'announcement.id': 'information-cookie', 'announcement.dismiss': 'true' })[
        'data-announcement-bar-initially-dismissed'
      ],
    ).toBe('true');
    expect(
      run({ 'announcement.id': 'old-id', 'announcement.dismiss': 'true' })['data-announcement-bar-initially-dismissed'],
    ).toBeUndefined();
  });
});

describe('storage wrapper', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetStorageWarning();
  });

  it('is a no-op with a single warning when storage throws', () => {
    const failing = {
      setItem: () => {
        throw new Error('SecurityError');
      },
      getItem: () => null,
      removeItem: () => undefined,
    };
    vi.stubGlobal('window', { localStorage: failing });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createSiteStorage('localStorage', '');
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBeNull();
    createSiteStorage('localStorage', '');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('localStorage is not available');
  });

  it('stores with the configured suffix', () => {
    const map = new Map<string, string>();
    const fake = {
      setItem: (k: string, v: string) => map.set(k, v),
      getItem: (k: string) => map.get(k) ?? null,
      removeItem: (k: string) => map.delete(k),
    };
    vi.stubGlobal('window', { localStorage: fake });
    const storage = createSiteStorage('localStorage', '-x');
    storage.set(storageKeys.theme, 'dark');
    expect(map.get('theme-x')).toBe('dark');
    expect(storage.get(storageKeys.theme)).toBe('dark');
  });

  it('saves, reads and clears the preferred docs version per plugin id', () => {
    const map = new Map<string, string>();
    const storage = {
      get: (k: string) => map.get(k) ?? null,
      set: (k: string, v: string) => void map.set(k, v),
      remove: (k: string) => void map.delete(k),
    };
    const versions = [{ name: 'current', label: 'Next', path: '/docs' }];
    savePreferredVersion(storage, 'default', 'current');
    expect(map.get('docs-preferred-version-default')).toBe('current');
    expect(readPreferredVersion(storage, 'default', versions)?.label).toBe('Next');
    expect(readPreferredVersion(storage, 'other', versions)).toBeNull();
    savePreferredVersion(storage, 'default', 'gone');
    expect(readPreferredVersion(storage, 'default', versions)).toBeNull();
    expect(map.has('docs-preferred-version-default')).toBe(false);
    savePreferredVersion(storage, 'default', 'current');
    clearPreferredVersion(storage, 'default');
    expect(map.size).toBe(0);
  });
});

describe('docs navigation', () => {
  it('builds breadcrumbs from sidebar categories', () => {
    expect(breadcrumbTrail(sidebar, '/docs/telegrams/et01110')).toEqual([
      { label: '電文データ', href: '/docs/telegrams/' },
      { label: '地震・津波関連', href: undefined },
      { label: '震度速報' },
    ]);
    expect(breadcrumbTrail(sidebar, '/docs/telegrams')).toEqual([{ label: '電文データ' }]);
  });

  it('orders previous/next by sidebar reading order, skipping external links', () => {
    expect(flattenSidebarLinks(sidebar).map((link) => link.href)).toEqual([
      '/docs/manual',
      '/docs/eew',
      '/docs/telegrams/',
      '/docs/telegrams/et01110',
    ]);
    expect(siblingPages(sidebar, '/docs/eew')).toEqual({
      previous: { label: 'マニュアル', href: '/docs/manual' },
      next: { label: '電文データ', href: '/docs/telegrams/' },
    });
  });

  it('collapses a taller list more slowly, but far less than in proportion, and at once with reduced motion', () => {
    const heights = [0, 36, 360, 3600];
    const durations = heights.map((height) => collapseDuration(height, false));
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(new Set(durations).size).toBe(heights.length);
    // Ten times the height takes well under three times as long; an ordinary category stays under half a second.
    expect(collapseDuration(3600, false)).toBeLessThan(3 * collapseDuration(360, false));
    expect(collapseDuration(360, false)).toBeLessThan(500);
    expect(collapseDuration(0, false)).toBeGreaterThan(0);
    for (const height of heights) expect(collapseDuration(height, true)).toBe(1);
  });
});

describe('search shortcuts', () => {
  const key = (init: Partial<KeyboardEvent> & { tag?: string }) =>
    ({
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...init,
      target: { tagName: init.tag ?? 'BODY', isContentEditable: false },
    }) as unknown as KeyboardEvent;
  it('opens on Ctrl+K, ⌘K and / outside text fields', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', tag: 'INPUT' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
  });
});

describe('labels', () => {
  type Label = string | ((...values: unknown[]) => string);
  type LabelTree = { [key: string]: Label | LabelTree };
  /** Every label as its dotted path (`search.kinds.api`) and value. */
  const flatten = (tree: LabelTree, at: string[] = []): Array<[string, Label]> =>
    Object.entries(tree).flatMap(([key, value]): Array<[string, Label]> =>
      typeof value === 'object' ? flatten(value, [...at, key]) : [[[...at, key].join('.'), value]],
    );
  const all = flatten(labels as unknown as LabelTree);
  /** The theme's built-in labels the spec requires in Japanese, whether or not this site shows them. */
  const specLabels = ['docs', 'blog', 'tags', 'versions', 'colorMode.light', 'colorMode.dark', 'colorMode.system'];

  it('has the theme labels the spec names in Japanese', () => {
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
    const values = new Map(all);
    for (const name of specLabels) expect(values.get(name), name).toMatch(japanese);
  });

  it('has no empty or padded label, and every label that embeds a value shows that value', () => {
    for (const [name, value] of all) {
      const text = typeof value === 'function' ? value('〈値〉', 7, 9) : value;
      expect(text.trim(), name).not.toBe('');
      expect(text, name).toBe(text.trim());
      if (typeof value === 'function') expect(text, `${name} shows its first value`).toMatch(/〈値〉|7/);
    }
  });

  it('shows every label somewhere: a label whose component is gone goes too', () => {
    const root = path.join(import.meta.dirname, '../..');
    const files = execFileSync('git', ['ls-files', 'renderer', 'pages', 'generators', 'isomorphic'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mdx)$/.test(file) && file !== 'isomorphic/labels.ts');
    const code = files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
    const unused = all
      .map(([name]) => name)
      .filter(
        (name) => !specLabels.includes(name) && !name.startsWith('search.kinds.') && !code.includes(`labels.${name}`),
      );
    expect(unused).toEqual([]);
  });
});

describe('the desktop breakpoint', () => {
  it('expands (--mobile) and (--desktop) so that every width matches exactly one, and rejects an unknown name', () => {
    expect(expandCustomMedia('(--desktop)')).toBe(`(min-width: ${desktopBreakpoint}px)`);
    expect(expandCustomMedia('screen and (--mobile)')).toBe(`screen and (max-width: ${desktopBreakpoint - 0.02}px)`);
    expect(() => expandCustomMedia('(--widescreen)', 'renderer/x.module.css')).toThrow(
      /renderer\/x\.module\.css: unknown custom media \(--widescreen\)/,
    );
  });
});
