import { exactRoute } from '../../../../renderer/navigation/route-key';

export default exactRoute('/docs/updates/');
