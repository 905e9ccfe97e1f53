export { ApiOverviewPage as default } from '../_components/api/ApiOverviewPage';
