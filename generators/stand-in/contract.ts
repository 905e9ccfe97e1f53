import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { AsyncApiDocument } from '../api/asyncapi';
import type { OpenApiDocument } from '../api/openapi';
import type { StandInPlan } from '../../isomorphic/stand-in-plans';

/**
 * The contract the stand-in speaks: the OpenAPI and AsyncAPI documents the build publishes (generated from
 * data/api by generators/api/), the documented WebSocket close codes, and the plans its account holds. The bundled stand-in carries them as
 * JSON (generators/stand-in/bundle.ts); tests build them from a copy of data/api (`standInContract`).
 */
export interface StandInContract {
  openapi: OpenApiDocument;
  asyncapi: AsyncApiDocument;
  closeCodes: number[];
  /** The plans the stand-in's account holds (Contract List v2), from data/stand-in.yaml and data/price.yaml. */
  plans: StandInPlan[];
}

export type Direction = 'server-to-client' | 'client-to-server';

type Validator = { (data: unknown): boolean; errors?: ValidateFunction['errors'] };

/** A copy of a schema from a published document whose `#/…` references point into that document (`base`). */
function anchored(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => anchored(item, base));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${base}${value}` : anchored(value, base),
    ]),
  );
}

/**
 * The payload schema of every message of the AsyncAPI document, by direction and `type`. The document describes
 * the server: a `send` operation's messages and a `receive` operation's reply go to the client.
 */
function asyncApiMessages(document: AsyncApiDocument) {
  const messageOf = (ref: { $ref: string }) => {
    const id = ref.$ref.split('/').at(-1)!;
    const message = document.components.messages[id];
    if (!message) throw new Error(`AsyncAPI: no message ${id}`);
    return { type: message.name, payload: message.payload };
  };
  const entries: Array<{ direction: Direction; type: string; payload: { $ref: string } }> = [];
  for (const operation of Object.values(document.operations)) {
    const out: Direction = operation.action === 'send' ? 'server-to-client' : 'client-to-server';
    const back: Direction = out === 'server-to-client' ? 'client-to-server' : 'server-to-client';
    for (const ref of operation.messages) entries.push({ direction: out, ...messageOf(ref) });
    for (const ref of operation.reply?.messages ?? []) entries.push({ direction: back, ...messageOf(ref) });
  }
  return entries;
}

export type ContractChecks = ReturnType<typeof contractChecks>;

/** The validators of the contract: REST parameters, bodies and responses, and every WebSocket message. */
export function contractChecks(contract: StandInContract) {
  const { openapi, asyncapi } = contract;
  const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true, discriminator: true });
  // ajv-formats is CommonJS: its default export is the plugin function itself.
  (addFormats as unknown as (instance: Ajv2020) => void)(ajv);
  // Both published documents, so that schemas taken from them resolve their `#/components/…` references.
  const openapiId = 'https://stand-in.invalid/openapi.json';
  const asyncapiId = 'https://stand-in.invalid/asyncapi.json';
  ajv.addSchema({ $id: openapiId, components: { schemas: openapi.components.schemas } });
  ajv.addSchema({ $id: asyncapiId, components: { schemas: asyncapi.components.schemas } });
  const compiled = new Map<object, Validator>();
  const validatorOf = (schema: object, base = openapiId): Validator => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema, base) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const messages = asyncApiMessages(asyncapi);
  const messageSchema = (direction: Direction, type: string) => {
    const message = messages.find((entry) => entry.direction === direction && entry.type === type);
    if (!message) throw new Error(`the AsyncAPI document has no ${direction} message of type "${type}"`);
    return message.payload;
  };
  const payloadSchema = (ref: { $ref: string }) =>
    asyncapi.components.schemas[ref.$ref.split('/').at(-1)!] as { properties?: Record<string, unknown> };
  const closeCodes = new Set(contract.closeCodes);
  return {
    openapi,
    plans: contract.plans,
    errorsText: (validate: Validator) => ajv.errorsText(validate.errors),
    validatorOf,
    /** Throws when a message the stand-in is about to send breaks its documented payload schema. */
    checkOutgoing(message: Record<string, unknown>) {
      const validate = validatorOf(messageSchema('server-to-client', String(message.type)), asyncapiId);
      if (!validate(message))
        throw new Error(
          `stand-in ${String(message.type)} message breaks its schema: ${ajv.errorsText(validate.errors)}`,
        );
    },
    /** The problem with a message a client sent, or undefined when it follows its documented schema. */
    incomingProblem(message: Record<string, unknown>): string | undefined {
      let validate: Validator;
      try {
        validate = validatorOf(messageSchema('client-to-server', String(message.type)), asyncapiId);
      } catch (error) {
        return (error as Error).message;
      }
      return validate(message) ? undefined : `client ${String(message.type)}: ${ajv.errorsText(validate.errors)}`;
    },
    /** Throws unless the close code is documented for the WebSocket. */
    checkCloseCode(code: number) {
      if (!closeCodes.has(code)) throw new Error(`close code ${code} is not documented for the WebSocket`);
    },
    /** The properties the `data` message declares (fields such as `schema` ride along only when declared). */
    dataProperties: () => payloadSchema(messageSchema('server-to-client', 'data')).properties ?? {},
  };
}
