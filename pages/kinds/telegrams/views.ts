import { TelegramIndex } from './TelegramIndex';
import { TelegramPage } from './TelegramPage';

/** The component of each page kind build/source.ts makes. */
export const views = { telegrams: TelegramPage, 'telegrams-index': TelegramIndex };
