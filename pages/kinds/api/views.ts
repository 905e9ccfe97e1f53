import { ApiEndpointPage } from './ApiEndpointPage';
import { ApiOverviewPage } from './ApiOverviewPage';
import { OAuth2Page } from './OAuth2Page';

/** The component of each page kind build/source.ts makes. */
export const views = { 'api-index': ApiOverviewPage, 'api-oauth2': OAuth2Page, api: ApiEndpointPage };
