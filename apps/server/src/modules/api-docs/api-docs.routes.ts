import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { buildOpenApiDocument } from './openapi';
import { renderDocsPage } from './docs-page';

// Built on first request and kept: the declarations do not change while the server runs.
let document: Record<string, unknown> | undefined;
let page: string | undefined;

export const apiDocsRoutes = [
  implement(api.openApiDocument, async ({ app, reply }) => {
    document ??= buildOpenApiDocument(app.config.publicUrl);
    reply.header('cache-control', 'public, max-age=300');
    return document;
  }),

  implement(api.apiReference, async ({ reply }) => {
    page ??= renderDocsPage();
    reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page);
  }),
];
