import { exactRoute } from '../../isomorphic/route-key';
import { searchPagePath } from '../../isomorphic/search-path';

export default exactRoute(searchPagePath);
