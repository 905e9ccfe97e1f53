import { exactRoute } from '../../../../../renderer/navigation/route-key';

export default exactRoute('/docs/reference/oauth2/v1');
