import { exactRoute } from '../../renderer/navigation/route-key';
import { searchPagePath } from '../../renderer/search/search-path';

export default exactRoute(searchPagePath);
