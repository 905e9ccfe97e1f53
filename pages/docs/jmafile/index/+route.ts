import { exactRoute } from '../../../../generators/site/generated-page';

export default exactRoute('/docs/jmafile/');
