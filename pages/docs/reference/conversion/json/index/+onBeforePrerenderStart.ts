import { jsonConversionPath } from '../../../../../../generators/pages/schema-pages';

export default function onBeforePrerenderStart(): string[] {
  return [jsonConversionPath];
}
