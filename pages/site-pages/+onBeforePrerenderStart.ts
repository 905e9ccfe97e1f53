import { siteModel } from '../../generators/site/site-model';

/** Every URL of the site model, prerendered. */
export default function onBeforePrerenderStart(): string[] {
  return [...siteModel().pages.values()].map((page) => page.path);
}
