import { type JsonSchema, type Operation } from './openapi-operations.js';
import type { RawRequest } from './send-requests.js';

/** Deterministic PRNG (mulberry32): the same seed gives the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Values no field of the API should accept quietly, each with a label for the report. */
const HOSTILE_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['min int32 - 1', -2_147_483_649],
  ['max int32 + 1', 2_147_483_648],
  ['2^53 + 2', 9_007_199_254_740_994],
  ['1e21', 1e21],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['fraction', 0.5],
  ['empty string', ''],
  ['blank', '   '],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['long string', 'x'.repeat(20_000)],
  ['lone surrogate', '\ud800'],
  ['emoji', '🧹'.repeat(50)],
  ['numeric string', '12'],
  ['1e21 string', '1e21'],
  ['huge digits', '99999999999999999999'],
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['invalid date', '2023-02-30'],
  ['out-of-range date', '99999-12-31'],
  ['year zero', '0000-01-01'],
  ['not a date', 'not-a-date'],
  ['bad time', '25:99'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['not a uuid', 'not-a-uuid'],
  ['sql', "' OR 1=1 --"],
  ['path traversal', '../../etc/passwd'],
  ['html', '<script>alert(1)</script>'],
  ['empty array', []],
  ['array', [1, 'two', null]],
  ['empty object', {}],
  ['operator object', { $gt: '' }],
  ['nested object', { a: { b: { c: [1, { d: 'e' }] } } }],
];

/** Path and query parameters are text: these are the hostile texts. */
const HOSTILE_TEXTS: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['zero', '0'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['1e21', '1e21'],
  ['huge digits', '99999999999999999999'],
  ['max int32 + 1', '2147483648'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['NUL', '\u0000'],
  ['NUL inside', '1\u00002'],
  ['long', '9'.repeat(5_000)],
  ['invalid date', '2023-02-30'],
  ['out-of-range date', '99999-12-31'],
  ['not a date', 'yesterday'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['not a uuid', 'not-a-uuid'],
  ['sql', "1' OR '1'='1"],
  ['traversal', '../..'],
  ['unicode', 'ü🧹'],
  ['lone surrogate', '\ud800'],
];

function deepArray(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

function deepObject(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** A plausible value for the schema, so that one field at a time can be broken. */
export function exampleValue(schema: JsonSchema, random: Random): unknown {
  if (schema.enum?.length) return pick(random, schema.enum);
  if (schema.oneOf?.[0]) return exampleValue(schema.oneOf[0], random);
  if (schema.example !== undefined) return schema.example;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleValue(property, random)]));
    case 'array':
      return schema.items ? [exampleValue(schema.items, random)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      break;
  }
  switch (schema.format) {
    case 'uuid':
      return '3f2c1a9e-4b7d-4c1e-9a2b-5d6e7f8a9b0c';
    case 'email':
      return 'fuzz@example.com';
    case 'date':
      return '2031-03-04';
    case 'date-time':
      return '2031-03-04T10:00:00.000Z';
    default:
      return 'Fuzz';
  }
}

export interface FuzzTarget {
  operation: Operation;
  /** Authorization headers of a role allowed to call the operation (none for public routes). */
  headers: Record<string, string>;
  /** Valid values for the path parameters (rows of the caller's organization where there are some). */
  pathValues: Record<string, string>;
}

interface Shape {
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  body: string | Uint8Array | undefined;
  contentType: string | null;
}

function baseShape(target: FuzzTarget, random: Random): { shape: Shape; body: Record<string, unknown> | null } {
  const { operation } = target;
  const query = operation.queryParams
    .filter((parameter) => parameter.required || random() < 0.5)
    .map((parameter): [string, string] => [parameter.name, String(exampleValue(parameter.schema, random))]);
  const body = operation.body ? (exampleValue(operation.body, random) as Record<string, unknown>) : null;
  return {
    shape: {
      pathValues: { ...target.pathValues },
      query,
      body: body === null ? undefined : JSON.stringify(body),
      contentType: body === null ? null : 'application/json',
    },
    body,
  };
}

/** Like encodeURIComponent, but a lone surrogate becomes its raw (invalid UTF-8) bytes instead of throwing. */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

function toRequest(target: FuzzTarget, shape: Shape, mutation: string): RawRequest {
  const search = new URLSearchParams(shape.query).toString();
  const path = target.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(shape.pathValues[name] ?? ''));
  const url = path + (search ? `?${search}` : '');
  const headers: Record<string, string> = { ...target.headers };
  if (shape.contentType !== null) headers['content-type'] = shape.contentType;
  return { method: target.operation.method, url, headers, body: shape.body, operation: target.operation.key, mutation };
}

/** One field (or the body as a whole) broken in one way: the systematic part of the fuzz run. */
function systematicMutations(target: FuzzTarget, random: Random): RawRequest[] {
  const requests: RawRequest[] = [];
  const { operation } = target;
  const make = (mutation: string, change: (shape: Shape, body: Record<string, unknown> | null) => void) => {
    const { shape, body } = baseShape(target, random);
    change(shape, body);
    requests.push(toRequest(target, shape, mutation));
  };

  for (const parameter of operation.pathParams) {
    for (const [label, text] of HOSTILE_TEXTS) {
      if (text === '') continue;
      make(`path ${parameter.name}: ${label}`, (shape) => (shape.pathValues[parameter.name] = text));
    }
  }
  for (const parameter of operation.queryParams) {
    for (const [label, text] of HOSTILE_TEXTS) {
      make(`query ${parameter.name}: ${label}`, (shape) => {
        shape.query = shape.query.filter(([name]) => name !== parameter.name).concat([[parameter.name, text]]);
      });
    }
    make(`query ${parameter.name}: repeated`, (shape) => shape.query.push([parameter.name, '1'], [parameter.name, '2']));
    if (parameter.required) make(`query ${parameter.name}: missing`, (shape) => (shape.query = shape.query.filter(([name]) => name !== parameter.name)));
  }
  make('query: unknown parameter', (shape) => shape.query.push(['__proto__', 'x'], ['unknown', '1']));

  if (operation.body) {
    const properties = Object.keys(operation.body.properties ?? {});
    for (const property of properties) {
      for (const [label, value] of HOSTILE_VALUES) {
        make(`body ${property}: ${label}`, (shape, body) => (shape.body = JSON.stringify({ ...body, [property]: value })));
      }
      make(`body ${property}: nested 2,000 deep`, (shape, body) => {
        const text = JSON.stringify({ ...body, [property]: 0 });
        shape.body = text.replace(`"${property}":0`, `"${property}":${deepObject(2_000)}`);
      });
    }
    for (const property of operation.body.required ?? []) {
      make(`body: missing ${property}`, (shape, body) => {
        const { [property]: _removed, ...rest } = body ?? {};
        shape.body = JSON.stringify(rest);
      });
    }
    make('body: unknown field', (shape, body) => (shape.body = JSON.stringify({ ...body, unknown_field: 'x', role: 'admin' })));
    make('body: __proto__ key', (shape, body) => {
      const rest = JSON.stringify(body).slice(1);
      shape.body = `{"__proto__":{"role":"admin"}${rest === '}' ? '' : ','}${rest}`;
    });
    make('body: constructor.prototype', (shape, body) => (shape.body = JSON.stringify({ ...body, constructor: { prototype: { role: 'admin' } } })));
  }

  // Fetch sends no body with GET; every other method gets the malformed bodies.
  if (operation.method !== 'GET') {
    const wholeBodies: ReadonlyArray<readonly [string, string]> = [
      ['empty', ''],
      ['null', 'null'],
      ['array', '[]'],
      ['string', '"text"'],
      ['number', '1e400'],
      ['truncated', '{"a":'],
      ['not JSON', 'not json'],
      ['NUL', '\u0000'],
      ['arrays nested 5,000 deep', deepArray(5_000)],
      ['objects nested 5,000 deep', deepObject(5_000)],
      ['duplicate keys', '{"a":1,"a":2}'],
    ];
    for (const [label, text] of wholeBodies) {
      make(`whole body: ${label}`, (shape) => {
        shape.body = text;
        shape.contentType = 'application/json';
      });
    }
    const contentTypes: ReadonlyArray<readonly [string, string | null, string]> = [
      ['text/plain', 'text/plain', '{"a":1}'],
      ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2'],
      ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      ['xml', 'application/xml', '<a>1</a>'],
      ['json charset utf-16', 'application/json; charset=utf-16', '{"a":1}'],
      ['bogus', 'nonsense', '{}'],
      ['none', null, '{"a":1}'],
    ];
    for (const [label, contentType, text] of contentTypes) {
      make(`content type: ${label}`, (shape) => {
        shape.body = text;
        shape.contentType = contentType;
      });
    }
    make('content type: invalid UTF-8', (shape) => {
      shape.body = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
      shape.contentType = 'application/json';
    });
    make('body: 1.2 MB JSON', (shape, body) => {
      shape.body = JSON.stringify({ ...body, padding: 'x'.repeat(1_200_000) });
      shape.contentType = 'application/json';
    });
    make('body: 1.2 MB text/plain', (shape) => {
      shape.body = 'x'.repeat(1_200_000);
      shape.contentType = 'text/plain';
    });
  }
  return requests;
}

/** Two to four breakages at once on a random operation: fills the run up to its size. */
function randomMutation(target: FuzzTarget, random: Random): RawRequest {
  const { shape, body } = baseShape(target, random);
  const labels: string[] = [];
  const changes = 2 + Math.floor(random() * 3);
  const editable = { ...(body ?? {}) };
  for (let index = 0; index < changes; index += 1) {
    const where = random();
    const path = target.operation.pathParams;
    const query = target.operation.queryParams;
    if (where < 0.2 && path.length) {
      const parameter = pick(random, path);
      const [label, text] = pick(random, HOSTILE_TEXTS);
      if (text) shape.pathValues[parameter.name] = text;
      labels.push(`path ${parameter.name}: ${label}`);
    } else if (where < 0.45 && query.length) {
      const parameter = pick(random, query);
      const [label, text] = pick(random, HOSTILE_TEXTS);
      shape.query.push([parameter.name, text]);
      labels.push(`query ${parameter.name}: ${label}`);
    } else if (body) {
      const properties = Object.keys(target.operation.body?.properties ?? {});
      const property = properties.length && random() < 0.9 ? pick(random, properties) : `unknown_${Math.floor(random() * 100)}`;
      if (random() < 0.15) {
        delete editable[property];
        labels.push(`body: missing ${property}`);
      } else {
        const [label, value] = pick(random, HOSTILE_VALUES);
        editable[property] = value;
        labels.push(`body ${property}: ${label}`);
      }
    }
  }
  if (body) shape.body = JSON.stringify(editable);
  return toRequest(target, shape, labels.join(', ') || 'valid-looking');
}

/** At least `total` malformed requests: every systematic mutation of every operation, then random combinations. */
export function fuzzRequests(targets: readonly FuzzTarget[], total: number, seed: number): RawRequest[] {
  const random = seededRandom(seed);
  const requests = targets.flatMap((target) => systematicMutations(target, random));
  while (requests.length < total) requests.push(randomMutation(pick(random, targets), random));
  return requests;
}
