import { JmaFileIndex } from './JmaFileIndex';
import { JmaFilePage } from './JmaFilePage';
import type { PageKindViews } from '../page-kind-views';

/** The component of each view build/source.ts gives, taking exactly the props it gives (props.ts). */
export const views = { jmafile: JmaFilePage, 'jmafile-index': JmaFileIndex } satisfies PageKindViews<
  'jmafile' | 'jmafile-index'
>;
