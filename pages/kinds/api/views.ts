import { ApiEndpointPage } from './ApiEndpointPage';
import { ApiOverviewPage } from './ApiOverviewPage';
import { OAuth2Page } from './OAuth2Page';
import type { PageKindViews } from '../page-kind-views';

/** The component of each view build/source.ts gives, taking exactly the props it gives (props.ts). */
export const views = {
  'api-index': ApiOverviewPage,
  'api-oauth2': OAuth2Page,
  api: ApiEndpointPage,
} satisfies PageKindViews<'api-index' | 'api-oauth2' | 'api'>;
