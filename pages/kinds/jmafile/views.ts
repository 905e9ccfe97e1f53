import { JmaFileIndex } from './JmaFileIndex';
import { JmaFilePage } from './JmaFilePage';

/** The component of each page kind build/source.ts makes. */
export const views = { jmafile: JmaFilePage, 'jmafile-index': JmaFileIndex };
