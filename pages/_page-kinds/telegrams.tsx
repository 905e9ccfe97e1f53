export { TelegramPage as default } from '../docs/telegrams/TelegramPage';
