import { exactRoute } from '../../../../../../renderer/navigation/route-key';

export default exactRoute('/docs/reference/conversion/json/component');
