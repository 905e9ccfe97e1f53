import { exactRoute } from '../../renderer/navigation/route-key';
import { searchPagePath } from '../../renderer/search/search-url';

export default exactRoute(searchPagePath);
