import { classAnchor } from '../../../isomorphic/routes';

/**
 * Delivery classes (区分) with their API names and descriptions. With `linkTo`, each name links to the
 * class's table on that page (`''` for the current page).
 */
export function ClassTable({
  caption,
  classes,
  linkTo,
}: {
  caption: string;
  classes: { api: string; name: string; description: string }[];
  linkTo?: string;
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">区分</th>
          <th scope="col">API 名</th>
          <th scope="col">内容</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((deliveryClass) => (
          <tr key={deliveryClass.api}>
            <th scope="row">
              {linkTo !== undefined ? (
                <a href={`${linkTo}#${classAnchor(deliveryClass.api)}`}>{deliveryClass.name}</a>
              ) : (
                deliveryClass.name
              )}
            </th>
            <td>
              <code>{deliveryClass.api}</code>
            </td>
            <td>{deliveryClass.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
