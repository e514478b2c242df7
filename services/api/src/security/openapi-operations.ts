/** The operations of the API's OpenAPI document, in the shape the security suite drives them. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/owner/teams/{id}/members": the key of every table in this suite. */
  key: string;
  method: HttpMethod;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema with every $ref resolved; null when the operation takes no body. */
  body: JsonSchema | null;
  /** The statuses the document declares, e.g. 502 where the operation depends on another service. */
  documentedStatuses: number[];
}

function resolve(document: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return resolve(document, target, depth + 1);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, resolve(document, property, depth + 1)]),
    );
  }
  if (schema.items) resolved.items = resolve(document, schema.items, depth + 1);
  if (schema.allOf?.length === 1 && schema.allOf[0]) return { ...resolved, ...resolve(document, schema.allOf[0], depth + 1), allOf: undefined };
  if (schema.oneOf) resolved.oneOf = schema.oneOf.map((option) => resolve(document, option, depth + 1));
  return resolved;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as HttpMethod;
      const params = (where: string): Parameter[] =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({ name: parameter.name, required: parameter.required === true, schema: parameter.schema ?? {} }));
      const json = operation.requestBody?.content['application/json'];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: json ? resolve(document, json.schema) : null,
        documentedStatuses: Object.keys(operation.responses ?? {}).map(Number).filter(Number.isInteger),
      });
    }
  }
  return operations;
}

/** Fills `{name}` placeholders; every value is URL-encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
