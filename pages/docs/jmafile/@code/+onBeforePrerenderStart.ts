import { jmaFileUrl } from '../../../../generators/catalog/jmafile';
import { jmaFileCatalog } from '../../../../generators/page-sources/jmafile-pages';

export default function onBeforePrerenderStart(): string[] {
  return jmaFileCatalog().files.map((entry) => jmaFileUrl(entry.code));
}
