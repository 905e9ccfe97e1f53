import type { MapProjection } from './projection';

/** data/geography/japan-prefectures.json: the projected, simplified prefecture outlines every drawing uses. */
export interface JapanGeography {
  projection: MapProjection;
  /** The line shown under every map (from data/geography/japan-prefectures.yaml). */
  attribution: string;
  /** By JIS X 0401 code; `d` is an SVG path in the projection's units. */
  prefectures: Array<{ code: string; name: string; d: string }>;
}
