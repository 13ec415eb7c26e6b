import { jsonSchemaOf, operations, type Operation } from './openapi';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[]; format?: string; maxLength?: number };

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A schema in a few words: `string (email)`, `integer`, `one of "a", "b"`, `array of object`. */
function typeText(s: JsonSchema | undefined, depth = 0): string {
  if (!s) return 'any';
  if (s.enum) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.anyOf) return s.anyOf.map((a) => typeText(a, depth)).join(' or ');
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any');
  if (type === 'array') return `array of ${depth > 2 ? 'items' : typeText(s.items, depth + 1)}`;
  return `${type}${s.format ? ` (${s.format})` : ''}${s.maxLength ? `, at most ${s.maxLength} characters` : ''}`;
}

function fieldsTable(title: string, s: JsonSchema | undefined): string {
  const props = Object.entries(s?.properties ?? {});
  if (props.length === 0) return s ? `<p class="k">${escape(title)}: ${escape(typeText(s))}</p>` : '';
  const rows = props.map(([name, p]) => `<tr><td><code>${escape(name)}</code></td><td>${escape(typeText(p))}</td><td>${s?.required?.includes(name) ? 'required' : ''}</td></tr>`).join('');
  return `<p class="k">${escape(title)}</p><table><tbody>${rows}</tbody></table>`;
}

/** The answer's top level, with the fields of `data` (or of its items) spelled out. */
function answerText(s: JsonSchema | undefined): string {
  if (!s) return '<p class="k">Answer: 204 No Content, or a file.</p>';
  const data = s.properties?.data;
  const item = data?.type === 'array' ? data.items : data;
  if (item?.properties) return fieldsTable(data?.type === 'array' ? 'Answer: { data: [items], meta } where an item has' : 'Answer: { data } where data has', item);
  return fieldsTable('Answer', s);
}

function operationHtml(op: Operation): string {
  const e = op.declaration;
  const id = `${e.method}-${op.path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section id="${id}">
<h3><span class="m ${e.method.toLowerCase()}">${e.method}</span> <code>${escape(op.path)}</code></h3>
<p>${escape(op.summary)}</p>
<p class="access">${escape(op.access)}</p>
${fieldsTable('Path parameters', jsonSchemaOf(e.params, 'input') as JsonSchema | undefined)}
${fieldsTable('Query', jsonSchemaOf(e.query, 'input') as JsonSchema | undefined)}
${e.body ? fieldsTable(e.multipart ? 'Body (multipart form data; files as parts)' : 'Body (JSON)', jsonSchemaOf(e.body, 'input') as JsonSchema) : ''}
${answerText(jsonSchemaOf(e.response, 'output') as JsonSchema | undefined)}
</section>`;
}

/** The readable reference at /api/docs: plain HTML and CSS (the app's CSP allows no inline script), one page. */
export function renderDocsPage(): string {
  const ops = operations();
  const tags = [...new Set(ops.map((o) => o.tag))].sort();
  const toc = tags.map((t) => `<li><a href="#tag-${escape(t.replace(/\W+/g, '-'))}">${escape(t)}</a> <span class="n">${ops.filter((o) => o.tag === t).length}</span></li>`).join('');
  const body = tags
    .map((t) => `<h2 id="tag-${escape(t.replace(/\W+/g, '-'))}">${escape(t)}</h2>${ops.filter((o) => o.tag === t).map(operationHtml).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>DME Portal API reference</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
header{background:#1c4e80;color:#fff;padding:16px 24px}header h1{margin:0;font-size:22px}header p{margin:4px 0 0;opacity:.85}
header a{color:#fff}
.wrap{display:flex;gap:24px;padding:16px 24px;align-items:flex-start}
nav{position:sticky;top:12px;flex:0 0 240px;max-height:calc(100vh - 24px);overflow:auto;background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:8px 12px}
nav ul{list-style:none;margin:0;padding:0}nav li{padding:2px 0}nav .n{color:#7b8794;font-size:12px}
main{flex:1;min-width:0}
h2{margin:24px 0 8px;font-size:18px;border-bottom:2px solid #dde3ea;padding-bottom:4px}
section{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:10px 14px;margin:10px 0}
h3{margin:0 0 4px;font-size:15px;word-break:break-all}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:1px 6px;margin-right:4px}
.get{background:#2f855a}.post{background:#2b6cb0}.put{background:#b7791f}.delete{background:#c53030}
.access{color:#52606d;font-size:13px;margin:2px 0 6px}.k{font-weight:600;margin:8px 0 2px;font-size:13px}
table{border-collapse:collapse;font-size:13px;width:100%}td{border-top:1px solid #eef1f4;padding:3px 8px 3px 0;vertical-align:top}
td:first-child{white-space:nowrap}code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
@media (max-width:760px){.wrap{display:block;padding:12px}nav{position:static;max-height:none;margin-bottom:12px}td:first-child{white-space:normal}}
</style></head>
<body><header><h1>DME Portal API reference</h1><p>${ops.length} endpoints, generated from the contract's declarations. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Authenticate with <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/login</code>.</p></header>
<div class="wrap"><nav aria-label="Areas"><ul>${toc}</ul></nav><main>${body}</main></div></body></html>`;
}
