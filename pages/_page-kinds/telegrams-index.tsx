export { TelegramIndex as default } from '../docs/telegrams/TelegramIndex';
