export { UpdatesTimeline as default } from '../docs/updates/UpdatesTimeline';
