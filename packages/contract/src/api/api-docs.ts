import { z } from 'zod';
import { endpoint } from '../endpoint';

/** The API's own description, generated from these declarations (server module api-docs). */
export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'OpenAPI 3.1 document of every declared endpoint: access rule, parameters, bodies and answers.',
  response: z.record(z.string(), z.unknown()),
});

export const apiReference = endpoint({
  method: 'GET',
  path: '/api/docs',
  access: 'public',
  summary: 'Readable API reference (HTML) generated from the same declarations.',
});

export const apiDocsEndpoints = [openApiDocument, apiReference] as const;
