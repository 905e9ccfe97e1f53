/**
 * The one projection of every drawing: an equirectangular projection true to scale at `standardParallel`, framed on
 * Japan. The build-time extract (generators/cli/geography-extract.ts) projects the prefecture outlines with it, and
 * a drawing projects an epicentre or a volcano with the same numbers, read from the geography file.
 */
export interface MapProjection {
  /** West edge of the frame, degrees east. */
  west: number;
  /** North edge of the frame, degrees north. */
  north: number;
  /** East edge, degrees east. */
  east: number;
  /** South edge, degrees north. */
  south: number;
  /** The latitude where one degree of longitude and one of latitude keep their true ratio. */
  standardParallel: number;
  /** Drawing units per degree of latitude. */
  unitsPerDegree: number;
}

/** The drawing's size in units (the SVG `viewBox` is `0 0 width height`). */
export function frameSize(projection: MapProjection): { width: number; height: number } {
  const [x] = project(projection, projection.south, projection.east);
  const [, y] = project(projection, projection.south, projection.east);
  return { width: Math.round(x), height: Math.round(y) };
}

/** A point (latitude, longitude in degrees) in drawing units, x to the east and y to the south. */
export function project(projection: MapProjection, latitude: number, longitude: number): [number, number] {
  const scaleX = Math.cos((projection.standardParallel * Math.PI) / 180) * projection.unitsPerDegree;
  return [(longitude - projection.west) * scaleX, (projection.north - latitude) * projection.unitsPerDegree];
}

/** Whether a point falls inside the frame. */
export function inFrame(projection: MapProjection, latitude: number, longitude: number): boolean {
  return (
    latitude <= projection.north &&
    latitude >= projection.south &&
    longitude >= projection.west &&
    longitude <= projection.east
  );
}
