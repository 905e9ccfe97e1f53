// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from 'vike/types';
import { CrashPage } from '../../renderer/shell/CrashPage';
import { ErrorBoundary } from '../../renderer/shell/ErrorBoundary';
import { Footer } from '../../renderer/shell/Footer';
import { LazyLoader } from '../../renderer/shell/LazyLoader';
import { NavbarDropdown } from '../../renderer/shell/NavbarDropdown';
import { NavbarItem } from '../../renderer/shell/NavbarItem';
import type { ResolvedNavbarItem } from '../../isomorphic/site-types';
import { PageContextProvider } from '../../renderer/usePageContext';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function render(node: ReactNode) {
  act(() =>
    root.render(
      <PageContextProvider pageContext={{ urlPathname: '/docs/eew' } as PageContext}>{node}</PageContextProvider>,
    ),
  );
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('NavbarItem', () => {
  it('renders a link item', () => {
    render(
      <NavbarItem item={{ type: 'default', label: 'Docs', href: '/docs/manual', external: false, position: 'left' }} />,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/docs/manual');
  });

  it('shows a message for the site owner instead of breaking the page when an item throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { type: 'dropdown', label: 'x', items: null, position: 'left' } as unknown as ResolvedNavbarItem;
    render(
      <>
        <NavbarItem item={broken} />
        <NavbarItem item={{ type: 'default', label: 'ok', href: '/', external: false, position: 'left' }} />
      </>,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'ナビゲーションバーの設定を確認してください',
    );
    expect(container.querySelector('a')?.textContent).toBe('ok');
  });

  it('throws "no component found" for an unknown type at render time (caught by the item boundary)', () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((error) => errors.push(error));
    render(<NavbarItem item={{ type: 'mystery', position: 'left' } as unknown as ResolvedNavbarItem} />);
    expect(errors.some((error) => String(error).includes('no component found for navbar item type "mystery"'))).toBe(
      true,
    );
  });
});

describe('NavbarDropdown', () => {
  it('opens on click and closes on outside mousedown, touchstart and focus', () => {
    render(
      <>
        <NavbarDropdown label="メニュー">
          <li>
            <a href="/a">a</a>
          </li>
        </NavbarDropdown>
        <button type="button" id="outside">
          outside
        </button>
      </>,
    );
    const trigger = container.querySelector('button')!;
    const menu = container.querySelector('ul')!;
    const open = () => act(() => trigger.click());
    for (const close of [
      () => document.getElementById('outside')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
      () => document.getElementById('outside')!.dispatchEvent(new Event('touchstart', { bubbles: true })),
      () => document.getElementById('outside')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ]) {
      open();
      expect(menu.hidden).toBe(false);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      act(() => {
        close();
      });
      expect(menu.hidden).toBe(true);
    }
    open();
    act(() => {
      menu.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(menu.hidden).toBe(false);
  });
});

describe('LazyLoader', () => {
  it('shows nothing before the delay, the spinner after it, and no timeout', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<{ default: () => ReactNode }>(() => undefined);
    render(<LazyLoader load={never} props={{}} />);
    expect(container.querySelector('[data-loading-spinner]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(container.querySelector('[data-loading-spinner]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const svg = container.querySelector('[data-loading-spinner] svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['128', '110']);
    act(() => {
      vi.advanceTimersByTime(600_000);
    });
    expect(container.querySelector('[data-loading-spinner]')).not.toBeNull();
  });

  it('shows the error box with a Retry button that loads again', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ default: () => <p>loaded</p> });
    };
    render(<LazyLoader load={load} props={{}} />);
    await act(async () => undefined);
    const box = container.querySelector('[data-lazy-error]')!;
    expect(box.textContent).toContain('chunk failed');
    const retry = box.querySelector('button')!;
    expect(retry.textContent).toBe('再試行');
    await act(async () => retry.click());
    expect(container.textContent).toContain('loaded');
    expect(attempts).toBe(2);
  });

  it('keeps the box with the new error when the retry fails and the site does not answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const beforeReload = vi.fn();
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return Promise.reject(new Error(`chunk failed ${attempts}`));
    };
    render(<LazyLoader load={load} props={{}} beforeReload={beforeReload} />);
    await act(async () => undefined);
    await act(async () => container.querySelector<HTMLButtonElement>('[data-lazy-error] button')!.click());
    await act(async () => undefined);
    expect(container.querySelector('[data-lazy-error]')!.textContent).toContain('chunk failed 2');
    expect(beforeReload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('crash page', () => {
  it('shows the heading, the error message and a button that renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('壊れたデータ');
      return <p>復旧しました</p>;
    }
    render(
      <ErrorBoundary fallback={(props) => <CrashPage {...props} />}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(container.querySelector('h1')?.textContent).toBe('このページはクラッシュしました');
    expect(container.textContent).toContain('壊れたデータ');
    expect(document.title).toBe('Page Error');
    fail = false;
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toContain('復旧しました');
  });
});

describe('Footer', () => {
  it('renders link columns with titles', () => {
    render(
      <Footer
        footer={{
          style: 'dark',
          copyright: '予報業務許可（地震動）第237号',
          links: [{ title: 'Site', items: [{ label: '利用規約', to: '/terms' }] }],
        }}
      />,
    );
    expect(container.querySelector('footer h2')?.textContent).toBe('Site');
    expect(container.querySelector('footer a')?.getAttribute('href')).toBe('/terms');
    expect(container.querySelector('footer')?.textContent).toContain('第237号');
  });

  it('renders a flat list separated by dots when the links have no columns', () => {
    render(
      <Footer
        footer={{
          style: 'light',
          copyright: 'c',
          links: [
            { label: '利用規約', to: '/terms' },
            { label: 'お問い合わせ', to: '/contact' },
            { label: 'Discord', href: 'https://discord.gg/x' },
          ],
        }}
      />,
    );
    expect(container.querySelectorAll('footer h2')).toHaveLength(0);
    expect(container.querySelector('footer p')?.textContent?.replace('（外部リンク）', '')).toBe(
      '利用規約 · お問い合わせ · Discord',
    );
  });
});
