export { JmaFilePage as default } from '../docs/jmafile/JmaFilePage';
