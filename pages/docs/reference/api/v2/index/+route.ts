import { exactRoute } from '../../../../../../renderer/navigation/route-key';

export default exactRoute('/docs/reference/api/v2/');
