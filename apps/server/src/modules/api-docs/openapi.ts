import { z } from 'zod';
import { allEndpoints, type Access, type EndpointDeclaration } from '@dme/contract';

type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  tag: string;
  summary: string;
  access: string;
  declaration: EndpointDeclaration;
}

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema; a schema zod cannot express is "any". */
export function jsonSchemaOf(schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    delete out.$schema;
    return out;
  } catch {
    return { description: 'Not expressible as JSON Schema; see the contract declaration.' };
  }
}

/** The access rule in words, as the server enforces it (http/access.ts). */
export function accessText(access: Access): string {
  if (access === 'public') return 'Public: no sign-in needed.';
  if (access === 'authenticated') return 'Any signed-in user.';
  const parts = [`Roles: ${access.roles.join(', ')}.`];
  if (access.permission) parts.push(`Staff need the permission "${access.permission}"${access.permission.includes('{') ? ' (checked against the record)' : ''}.`);
  if (access.staffRole) parts.push(`Staff need the staff role "${access.staffRole}".`);
  if (access.nonStaffOnly) parts.push('Not for staff.');
  return parts.join(' ');
}

/** The area an endpoint is listed under: its side and resource (`vendor/orders`), or its first segment. */
export function tagOf(path: string): string {
  const segments = path.replace(/^\/(api|broadcasting)\//, '').split('/').filter((s) => s && !s.startsWith('{'));
  if (['doctor', 'vendor', 'patient', 'driver'].includes(segments[0] ?? '') && segments[1]) return `${segments[0]}/${segments[1]}`;
  return segments[0] ?? 'api';
}

export const openApiPath = (path: string): string => path.replace(/\{(\w+)\??\}/g, '{$1}');

export function operations(): Operation[] {
  return allEndpoints.map((e) => ({ method: e.method, path: openApiPath(e.path), tag: tagOf(e.path), summary: e.summary, access: accessText(e.access), declaration: e }));
}

const errorAnswer = { type: 'object', properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } }, required: ['message'] };

function parametersOf(e: EndpointDeclaration): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathSchema = jsonSchemaOf(e.params, 'input') as { properties?: Record<string, JsonSchema> } | undefined;
  for (const [, name] of e.path.matchAll(/\{(\w+)\??\}/g)) {
    out.push({ name, in: 'path', required: true, schema: pathSchema?.properties?.[name!] ?? { type: 'string' } });
  }
  const query = jsonSchemaOf(e.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    out.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema });
  }
  return out;
}

/** The OpenAPI 3.1 document of every declared endpoint. */
export function buildOpenApiDocument(publicUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations()) {
    const e = op.declaration;
    const body = jsonSchemaOf(e.body, 'input');
    const response = jsonSchemaOf(e.response, 'output');
    const errors: Record<string, JsonSchema> = {
      '422': { description: 'Validation failed: `message` and `errors` (field -> messages).', content: { 'application/json': { schema: errorAnswer } } },
      '404': { description: 'Not found, or not reachable by the caller.', content: { 'application/json': { schema: errorAnswer } } },
    };
    if (e.access !== 'public') {
      errors['401'] = { description: 'Not signed in.', content: { 'application/json': { schema: errorAnswer } } };
      errors['403'] = { description: 'Signed in, but the access rule refuses the caller.', content: { 'application/json': { schema: errorAnswer } } };
    }
    (paths[op.path] ??= {})[e.method.toLowerCase()] = {
      operationId: `${e.method.toLowerCase()}_${op.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      summary: e.summary,
      description: `Access: ${op.access}${e.temporary?.length ? ` Also accepts a temporary token of scope ${e.temporary.join(', ')}.` : ''}`,
      tags: [op.tag],
      'x-access': e.access,
      ...(e.access === 'public' ? { security: [] } : {}),
      parameters: parametersOf(e),
      ...(body ? { requestBody: { required: true, content: { [e.multipart ? 'multipart/form-data' : 'application/json']: { schema: body } } } } : {}),
      responses: {
        ...(response ? { '200': { description: 'OK', content: { 'application/json': { schema: response } } } } : { '200': { description: 'OK' }, '204': { description: 'Done, no content.' } }),
        ...errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DME Portal API',
      version: '1',
      description: 'Every endpoint of the DME Portal, generated from the contract declarations (packages/contract/src/api). Lists answer `{ data, meta: { total, page, rowsPerPage } }`; single records `{ data }`; errors `{ message, errors? }`.',
    },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /api/login.' } } },
    security: [{ bearer: [] }],
    tags: [...new Set(operations().map((o) => o.tag))].sort().map((name) => ({ name })),
    paths,
  };
}
