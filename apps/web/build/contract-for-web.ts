import ts from 'typescript';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ContractSplitter, isPartId, partFile } from './contract-split';

/** What the browser never reads of an endpoint declaration: the zod schemas (the server validates) and the summary. */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'response', 'summary']);

/**
 * The web build's view of the contract's endpoint declarations: method, path and access only. The web calls
 * endpoints by their declarations (`call(api.login, ...)`), which kept every schema of the contract (zod included)
 * in the first chunk a visitor loads. Types are unchanged (tsc reads the sources); a form that validates with a
 * schema imports that schema itself (e.g. `loginBody`), so only the schemas forms use reach the browser. In the build,
 * each contract module is also split into its zod part and the rest (./contract-split.ts), so a list screen that needs
 * a declaration does not load zod because a form's schema sits in the same file.
 */
export function contractForWeb(): Plugin {
  const splitter = new ContractSplitter((code, file) => prepareForWeb(code, file) ?? code);
  const parts = new Map<string, string>();
  let build = false;
  return {
    name: 'dme:contract-for-web',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source, importer) {
      return isPartId(source) && importer ? resolve(dirname(importer), source) : null;
    },
    load(id) {
      if (!isPartId(id)) return null;
      if (!parts.has(id)) this.error(`${id}: its module was not split`);
      return parts.get(id)!;
    },
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || isPartId(id)) return null;
      // In the build only: the dev server loads every module anyway, and zod with them.
      if (build) {
        const split = splitter.split(id);
        if (!split) return { code: splitter.analyse(id)?.code ?? code, map: null }; // prepared once, by the analysis
        parts.set(partFile(id, 'base'), split.base);
        parts.set(partFile(id, 'zod'), split.zod);
        return { code: split.facade, map: null };
      }
      const out = prepareForWeb(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}

const CONTRACT_MODULE = /packages\/contract\/src\/.+\.ts$/;

/**
 * A contract module as the browser needs it: endpoint declarations without their schemas, and every top-level value
 * marked pure so the bundler can drop the unused ones. Null when nothing changes.
 */
export function prepareForWeb(code: string, id: string): string | null {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const inserts: [number, string][] = [];
  // Every top-level value built by a call (a zod schema, a declaration, a table) becomes a pure IIFE: the bundler
  // drops the ones the web does not use (a method chain like z.string().trim() is otherwise kept as a possible
  // side effect, and with it all of zod).
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const init = d.initializer;
      if (!init || !(ts.isCallExpression(init) || ts.isPropertyAccessExpression(init) || ts.isAsExpression(init))) continue;
      inserts.push([init.getStart(source), '/* @__PURE__ */ (() => ('], [init.getEnd(), '))()']);
    }
  }
  // A declaration's schemas, and a `schemas` property in an argument of any call: how a helper that builds
  // declarations takes them (e.g. the patient sub-records in api/patients.ts).
  const cutProps = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    // Nothing inside a cut property is cut again (nested cuts would overlap).
    if (cutProps.has(node)) return;
    if (ts.isCallExpression(node)) {
      const isEndpoint = ts.isIdentifier(node.expression) && node.expression.text === 'endpoint';
      for (const arg of isEndpoint ? node.arguments.slice(0, 1) : node.arguments) {
        if (!ts.isObjectLiteralExpression(arg)) continue;
        for (const prop of arg.properties) {
          const name = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
          if (!name || !(isEndpoint ? SERVER_ONLY.has(name) : name === 'schemas')) continue;
          // The property and the comma after it.
          let end = prop.getEnd();
          if (code[end] === ',') end += 1;
          cuts.push([prop.getFullStart(), end]);
          cutProps.add(prop);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (cuts.length === 0 && inserts.length === 0) return null;
  // Edits from the end, so earlier offsets stay valid; a cut never overlaps an insert (cuts are inside calls).
  const edits: [number, number, string][] = [
    ...cuts.map(([a, b]): [number, number, string] => [a, b, '']),
    ...inserts.map(([at, text]): [number, number, string] => [at, at, text]),
  ];
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** Build output compressed once at build time (brotli and gzip beside each file), so the server never compresses. */
export function precompress(): Plugin {
  return {
    name: 'dme:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
      const { readFileSync, writeFileSync } = await import('node:fs');
      const { join } = await import('node:path');
      const dir = options.dir!;
      const files = [...Object.keys(bundle), 'index.html'].filter((f) => /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/.test(f));
      for (const file of new Set(files)) {
        const path = join(dir, file);
        let content: Buffer;
        try {
          content = readFileSync(path);
        } catch {
          continue;
        }
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
