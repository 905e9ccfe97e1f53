import { sidebar } from 'virtual:site-sidebar';

/** The docs sidebar of the site pages (renderer/+config.ts): the search and error pages have none. */
export default sidebar;
