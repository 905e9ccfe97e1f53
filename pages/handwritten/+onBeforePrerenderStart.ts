import { siteModel } from '../../generators/site/site-model';

export default function onBeforePrerenderStart(): string[] {
  return [...siteModel().pages.values()].filter((page) => page.kind === 'mdx').map((page) => page.path);
}
