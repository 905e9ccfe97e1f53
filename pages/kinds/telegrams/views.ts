import { TelegramIndex } from './TelegramIndex';
import { TelegramPage } from './TelegramPage';
import type { PageKindViews } from '../page-kind-views';

/** The component of each view build/source.ts gives, taking exactly the props it gives (props.ts). */
export const views = { telegrams: TelegramPage, 'telegrams-index': TelegramIndex } satisfies PageKindViews<
  'telegrams' | 'telegrams-index'
>;
