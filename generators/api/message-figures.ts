import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { documentFigure, type DocumentFigure } from '../../isomorphic/figures/document-figure';
import type { WebSocketEndpoint } from '../../isomorphic/api-types';

/**
 * Drawings of the telegrams carried by the WebSocket page's `data` examples. The example's `body` is decoded as
 * the service sends it (Base64, then gzip or zip as `compression` says); a JSON conversion is drawn as it is, and
 * an XML telegram of the seismology schema (震度速報, 震源に関する情報 …) is read into the same shape first:
 * its `Body/Earthquake` and `Body/Intensity/Observation/Pref` become `body.earthquake` and `body.intensity`.
 */

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false });

type Node = Record<string, unknown>;

function asList(value: unknown): Node[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as Node[];
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string')
    return (value as Node)['#text'] as string;
  return undefined;
}

/** `+42.7+141.9-40000/` (ISO 6709 as the agency writes it) → latitude, longitude. */
function coordinateOf(value: unknown): { latitude: { value: string }; longitude: { value: string } } | undefined {
  const match = /^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)/.exec(textOf(value) ?? '');
  return match ? { latitude: { value: match[1] }, longitude: { value: match[2] } } : undefined;
}

/** A seismology XML telegram in the shape of an earthquake-information document, or undefined for any other XML. */
export function seismologyDocument(xml: string): unknown {
  const report = (parser.parse(xml) as Node).Report as Node | undefined;
  const head = report?.Head as Node | undefined;
  const body = report?.Body as Node | undefined;
  if (!report || !head || !body || !(body.Intensity || body.Earthquake)) return undefined;
  const earthquake = body.Earthquake as Node | undefined;
  const hypocenterArea = (earthquake?.Hypocenter as Node | undefined)?.Area as Node | undefined;
  const observation = (body.Intensity as Node | undefined)?.Observation as Node | undefined;
  return {
    _schema: { type: 'earthquake-information', version: 'XML' },
    title: textOf(head.Title),
    infoType: textOf(head.InfoType),
    body: {
      ...(earthquake && {
        earthquake: {
          hypocenter: { name: textOf(hypocenterArea?.Name), coordinate: coordinateOf(hypocenterArea?.Coordinate) },
          magnitude: { value: textOf(earthquake.Magnitude) },
        },
      }),
      ...(observation && {
        intensity: {
          maxInt: textOf(observation.MaxInt),
          prefectures: asList(observation.Pref).map((pref) => ({
            code: textOf(pref.Code),
            name: textOf(pref.Name),
            maxInt: textOf(pref.MaxInt),
          })),
          regions: asList(observation.Pref).flatMap((pref) =>
            asList(pref.Area).map((area) => ({
              code: textOf(area.Code),
              name: textOf(area.Name),
              maxInt: textOf(area.MaxInt),
            })),
          ),
        },
      }),
    },
  };
}

/** The text of a `data` message's body as the service encodes it. */
function decodedBody(message: Node): string | undefined {
  const body = message.body;
  if (typeof body !== 'string') return undefined;
  const bytes = message.encoding === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  if (message.compression === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (message.compression === null || message.compression === undefined) return bytes.toString('utf8');
  return undefined;
}

/** The drawing of every example that carries a telegram, by `<message id>/<example name>`. */
export function messageFigures(endpoint: WebSocketEndpoint): Record<string, DocumentFigure> {
  const figures: Record<string, DocumentFigure> = {};
  for (const message of endpoint.messages)
    for (const example of message.examples) {
      const body = example.body as Node;
      if (body.type !== 'data') continue;
      const text = decodedBody(body);
      if (!text) continue;
      const document = text.trimStart().startsWith('<') ? seismologyDocument(text) : (JSON.parse(text) as unknown);
      const figure = documentFigure(document);
      if (figure) figures[`${message.id}/${example.name}`] = figure;
    }
  return figures;
}
