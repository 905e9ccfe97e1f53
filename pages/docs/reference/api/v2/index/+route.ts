import { exactRoute } from '../../../../../../isomorphic/route-key';

export default exactRoute('/docs/reference/api/v2/');
