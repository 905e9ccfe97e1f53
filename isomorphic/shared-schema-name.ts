/**
 * The shared.yaml schema a loaded field was expanded from (`{ $ref: ../shared.yaml#/schemas/xmlReport }` → `xmlReport`). A symbol key,
 * so that it stays out of page data and JSON; the OpenAPI and AsyncAPI generators read it to refer to one component
 * schema instead of repeating the shared part (generators/api/components.ts).
 */
export const sharedSchemaName: unique symbol = Symbol('sharedSchemaName');
