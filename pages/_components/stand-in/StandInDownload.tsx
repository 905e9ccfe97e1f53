import type { StandInInfo } from '../../../isomorphic/data-types/stand-in';
import { useSiteData } from '../site-content';

/** スタンドインのダウンロードリンクと、動作を確かめている Node.js の版（data/stand-in.yaml）。 */
export function StandInDownload(props: { info?: StandInInfo }) {
  const info = useSiteData('standIn', props.info);
  const file = info.download.split('/').at(-1)!;
  return (
    <p>
      <a href={info.download} download={file}>
        <code>{file}</code> をダウンロード
      </a>
      （Node.js {info.node.join('・')} で動作を確かめています）
    </p>
  );
}
