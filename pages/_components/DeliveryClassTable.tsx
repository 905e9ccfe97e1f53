import type { TelegramCatalog } from '../../generators/catalog/telegrams';
import { telegramCatalog } from '../../generators/pages/telegram-pages';

/** Anchor of a class's table on /docs/telegrams/ (`telegram.earthquake` → `telegram-earthquake`). */
export function classAnchor(api: string): string {
  return api.replace('.', '-');
}

/**
 * The delivery classes (区分) of telegram data with their API names, from data/telegrams.yaml (or `catalog`).
 * `linkTo` links each class name to its table on that page.
 */
export function DeliveryClassTable({ catalog, linkTo }: { catalog?: TelegramCatalog; linkTo?: string }) {
  const { classes } = catalog ?? telegramCatalog();
  return (
    <table>
      <caption>電文データの配信区分</caption>
      <thead>
        <tr>
          <th scope="col">区分</th>
          <th scope="col">API名</th>
          <th scope="col">内容</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((telegramClass) => (
          <tr key={telegramClass.api}>
            <th scope="row">{linkTo !== undefined ? <a href={`${linkTo}#${classAnchor(telegramClass.api)}`}>{telegramClass.name}</a> : telegramClass.name}</th>
            <td>
              <code>{telegramClass.api}</code>
            </td>
            <td>{telegramClass.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
