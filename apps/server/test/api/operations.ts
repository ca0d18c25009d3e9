/** The part of JSON Schema that the OpenAPI document generated from the zod route schemas uses. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface Operation {
  method: Method;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  /** The same path as Fastify routes it, `:id` style. */
  route: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation the OpenAPI document describes (hidden routes, such as the identity service's, are not). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

const PATTERN_SAMPLES = ['Sample', 'sample-id', 'en', '+44 20 7946 0000', 'a'];

/**
 * A minimal value the schema accepts: required properties, the first enum member, a short string. Strings
 * whose valid values the schema cannot state (ids, an email address) come from `valueFor`, by field name.
 */
export function exampleOf(
  schema: JsonSchema,
  valueFor: (name: string) => string | undefined,
  name = '',
): unknown {
  if (schema.anyOf?.[0]) return exampleOf(schema.anyOf[0], valueFor, name);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      // Optional fields that name something (a document) are filled in too: access checks read them.
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || valueFor(key) !== undefined)
          out[key] = exampleOf(property, valueFor, key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        exampleOf(schema.items ?? {}, valueFor, name),
      );
    case 'string': {
      const known = valueFor(name);
      if (known !== undefined) return known;
      if (schema.format === 'date') return '2030-01-31';
      const fits = (text: string) => text.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength);
      if (!schema.pattern) return fits('Sample text for the request.');
      const pattern = new RegExp(schema.pattern, 'u');
      return PATTERN_SAMPLES.map(fits).find((text) => pattern.test(text)) ?? '';
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}
