/**
 * The stand-in's cursor tokens (`cursorToken`, `nextToken`, `nextPooling`): `serial:<n>` continues a newest-first list
 * after item n, `pooling:<n>` asks for what came after telegram n. How the service makes its tokens is not published;
 * a client passes them back as they are.
 */
export const token = (kind: 'serial' | 'pooling', serial: number) =>
  Buffer.from(`${kind}:${serial}`).toString('base64url');

export function readToken(value: string): { kind: string; serial: number } | undefined {
  const match = /^(serial|pooling):([0-9]+)$/.exec(Buffer.from(value, 'base64url').toString());
  return match ? { kind: match[1], serial: Number(match[2]) } : undefined;
}
