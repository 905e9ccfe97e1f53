import { exactRoute } from '../../../../../isomorphic/route-key';

export default exactRoute('/docs/reference/oauth2/v1');
