import { useSiteData } from './site-content';
import { ClassTable } from './reference/ClassTable';
import { type TelegramCatalog } from '../../isomorphic/catalog-types';

/** The delivery classes (区分) of telegram data, from data/telegrams.yaml (or `catalog`). */
export function DeliveryClassTable({ catalog, linkTo }: { catalog?: TelegramCatalog; linkTo?: string }) {
  const telegrams = useSiteData('telegrams', catalog);
  return <ClassTable caption="電文データの配信区分" classes={telegrams.classes} linkTo={linkTo} />;
}
