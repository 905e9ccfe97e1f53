/** Any value a JSON (or YAML 1.2 core schema) document can hold. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
