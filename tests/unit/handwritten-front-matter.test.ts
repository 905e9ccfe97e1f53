import { afterAll, describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../pages/kinds/handwritten/build/source';
import { catchDataError } from '../support/data-error';
import { removeTempDirs, tempTree } from '../support/temp-data';
import path from 'node:path';

afterAll(removeTempDirs);

const page = (frontMatter: string) =>
  path.join(tempTree({ 'pages/page.mdx': `---\n${frontMatter}\n---\n\n本文です。\n` }), 'pages/page.mdx');

describe('front matter of a hand-written page', () => {
  it('accepts showTitle: false for a page that draws its own h1 (a landing page)', () => {
    expect(readFrontMatter(page('title: 料金表\ndescription: 月額料金の一覧です。\nshowTitle: false'))).toMatchObject({
      title: '料金表',
      toc: true,
    });
  });

  it('reports a showTitle that is not a boolean, and an unknown field, with their positions', () => {
    const error = catchDataError(() =>
      readFrontMatter(page('title: 料金表\ndescription: 月額料金の一覧です。\nshowTitle: no thanks\nhero: true')),
    );
    expect(error.message).toContain(':4:12 front matter.showTitle: must be boolean');
    expect(error.message).toContain(':5:1 front matter.hero: unknown field "hero"');
  });
});
