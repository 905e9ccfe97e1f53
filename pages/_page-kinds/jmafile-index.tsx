export { JmaFileIndex as default } from '../docs/jmafile/JmaFileIndex';
