import { exactRoute } from '../../../../isomorphic/route-key';

export default exactRoute('/docs/jmafile/');
