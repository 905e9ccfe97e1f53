export { SearchResultsPage as default } from '../../renderer/search/SearchResultsPage';
