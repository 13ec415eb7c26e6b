import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Splits a contract module in two for the web build: its zod part (the schemas, and whatever is built from them) and
 * the rest (endpoint declarations, constants, plain functions). The bundler places whole modules in chunks, so a module
 * that held a list's declaration beside a form's schema brought zod to every screen that lists anything; split, the
 * list's chunk gets the declaration part only.
 *
 * The original module becomes a facade re-exporting both parts, so importers are unchanged. A statement belongs to the
 * zod part when it refers, in a value position, to zod or to anything of the zod part (here or, through imports, in
 * another contract module). The rest never refers to the zod part, so loading it never loads zod.
 */

const PART = /\.(base|zod)-part\.ts$/;
export const isPartId = (id: string): boolean => PART.test(id);
export const partFile = (file: string, part: 'base' | 'zod'): string => file.replace(/\.ts$/, `.${part}-part.ts`);

interface Statement {
  node: ts.Statement;
  /** Value names it declares at the top level. */
  declares: string[];
  exported: boolean;
  /** Names it reads in value positions (locals and imports alike; over-counting is harmless). */
  reads: Set<string>;
}

interface Analysis {
  source: ts.SourceFile;
  code: string;
  imports: ts.ImportDeclaration[];
  /** Local name to [module specifier, imported name] for value imports. */
  importedNames: Map<string, [string, string]>;
  statements: Statement[];
  /** `export ... from` statements, kept in the facade as they are. */
  reexports: ts.ExportDeclaration[];
  /** `export { local as name }` without a module: exported name to local name. */
  localExports: Map<string, string>;
  /** Its top-level values that are zod or built from it. */
  zodNames: Set<string>;
  /** False when the module has something the split does not handle: it is then left whole. */
  splittable: boolean;
  /** Still being analysed (an import cycle came back to it). */
  pending: boolean;
}

/** Identifiers read in value positions: not type annotations, property names or declared names. */
function valueReads(node: ts.Node, into: Set<string>): void {
  const visit = (n: ts.Node): void => {
    if (ts.isTypeNode(n) || ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n) || ts.isTypeParameterDeclaration(n)) return;
    if (ts.isIdentifier(n)) {
      const p = n.parent;
      const isName =
        (ts.isPropertyAccessExpression(p) && p.name === n) ||
        (ts.isPropertyAssignment(p) && p.name === n) ||
        ((ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p)) && p.name === n) ||
        (ts.isBindingElement(p) && p.propertyName === n);
      if (!isName) into.add(n.text);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

function parse(file: string, code: string): Omit<Analysis, 'zodNames' | 'pending'> {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports: ts.ImportDeclaration[] = [];
  const importedNames = new Map<string, [string, string]>();
  const statements: Statement[] = [];
  const reexports: ts.ExportDeclaration[] = [];
  const localExports = new Map<string, string>();
  let splittable = true;
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      imports.push(node);
      const clause = node.importClause;
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) importedNames.set(clause.name.text, [from, 'default']);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) importedNames.set(bindings.name.text, [from, '*']);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const s of bindings.elements) if (!s.isTypeOnly) importedNames.set(s.name.text, [from, (s.propertyName ?? s.name).text]);
      }
    } else if (ts.isExportDeclaration(node)) {
      if (node.isTypeOnly) continue;
      if (node.moduleSpecifier) reexports.push(node);
      else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const s of node.exportClause.elements) if (!s.isTypeOnly) localExports.set(s.name.text, (s.propertyName ?? s.name).text);
      }
    } else if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || hasModifier(node, ts.SyntaxKind.DeclareKeyword)) {
      // Types: erased by the TypeScript transform wherever they land.
      statements.push({ node, declares: [], exported: false, reads: new Set() });
    } else if (ts.isVariableStatement(node)) {
      const declares: string[] = [];
      for (const d of node.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) declares.push(d.name.text);
        else splittable = false;
      }
      const reads = new Set<string>();
      for (const d of node.declarationList.declarations) if (d.initializer) valueReads(d.initializer, reads);
      statements.push({ node, declares, exported: hasModifier(node, ts.SyntaxKind.ExportKeyword), reads });
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) && node.name) {
      if (hasModifier(node, ts.SyntaxKind.DefaultKeyword)) splittable = false;
      const reads = new Set<string>();
      valueReads(node, reads);
      reads.delete(node.name.text);
      statements.push({ node, declares: [node.name.text], exported: hasModifier(node, ts.SyntaxKind.ExportKeyword), reads });
    } else if (!ts.isEmptyStatement(node)) {
      // A default export, a statement run for its effect: left whole.
      splittable = false;
    }
  }
  return { source, code, imports, importedNames, statements, reexports, localExports, splittable };
}

/** The import declaration narrowed to the names in `reads`: none left, no import (a bare `import './x'` stays in one part). */
function importFor(node: ts.ImportDeclaration, reads: Set<string>, keepBare: boolean): string[] {
  const from = node.moduleSpecifier.getText();
  const clause = node.importClause;
  if (!clause) return keepBare ? [node.getText()] : [];
  if (clause.isTypeOnly) return [];
  const specs: string[] = [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return reads.has(bindings.name.text) ? [node.getText()] : [];
  if (bindings && ts.isNamedImports(bindings)) {
    for (const s of bindings.elements) if (!s.isTypeOnly && reads.has(s.name.text)) specs.push(s.getText());
  }
  const parts: string[] = [];
  if (clause.name && reads.has(clause.name.text)) parts.push(clause.name.text);
  if (specs.length) parts.push(`{ ${specs.join(', ')} }`);
  return parts.length ? [`import ${parts.join(', ')} from ${from};`] : [];
}

/**
 * Reads and analyses contract modules, each once. `prepare` is the web build's own rewrite of a module (declarations
 * without their schemas), so the split sees what the bundle will.
 */
export class ContractSplitter {
  private readonly analyses = new Map<string, Analysis>();

  constructor(private readonly prepare: (code: string, file: string) => string) {}

  private resolveModule(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(from), specifier);
    return [`${base}.ts`, `${base}/index.ts`, base].find((p) => p.endsWith('.ts') && existsSync(p));
  }

  /**
   * Whether `name` exported by `file` brings zod: it is in the module's zod part, or the module stays whole and holds
   * zod. Either answer is safe where the analysis cannot tell (a cycle): a statement put in a zod part needlessly
   * costs size, and one put in a base part reads the other module through its facade, which still works.
   */
  private exportIsZod(file: string, name: string, seen = new Set<string>()): boolean {
    const key = `${file}#${name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const a = this.analyse(file);
    if (!a) return false;
    if (a.pending) return true;
    const local = a.localExports.get(name) ?? name;
    if (a.statements.some((s) => s.declares.includes(local))) return a.splittable ? a.zodNames.has(local) : a.zodNames.size > 0;
    if (a.importedNames.has(local) && a.localExports.has(name)) return this.importIsZod(file, local);
    for (const r of a.reexports) {
      const target = this.resolveModule(file, (r.moduleSpecifier as ts.StringLiteral).text);
      if (!target) continue;
      const clause = r.exportClause;
      if (!clause) {
        if (this.exportIsZod(target, name, seen)) return true;
      } else if (ts.isNamedExports(clause)) {
        const s = clause.elements.find((e) => e.name.text === name);
        if (s) return this.exportIsZod(target, (s.propertyName ?? s.name).text, seen);
      }
    }
    return false;
  }

  private importIsZod(file: string, local: string): boolean {
    const [from, imported] = this.analyse(file)!.importedNames.get(local)!;
    if (from === 'zod' || from.startsWith('zod/')) return true;
    const target = this.resolveModule(file, from);
    if (!target) return false;
    // A namespace import of a contract module: zod if anything there is.
    if (imported === '*') {
      const t = this.analyse(target);
      return !t || t.pending || t.zodNames.size > 0;
    }
    return this.exportIsZod(target, imported);
  }

  /** The module's analysis, from disk (cached). */
  analyse(file: string): Analysis | undefined {
    const cached = this.analyses.get(file);
    if (cached) return cached;
    if (!existsSync(file)) return undefined;
    const parsed = parse(file, this.prepare(readFileSync(file, 'utf8'), file));
    const analysis: Analysis = { ...parsed, zodNames: new Set(), pending: true };
    // Visible while this module's imports are resolved, so an import cycle ends here.
    this.analyses.set(file, analysis);
    const locals = new Set(parsed.statements.flatMap((s) => s.declares));
    const zodImports = new Set([...parsed.importedNames.keys()].filter((n) => !locals.has(n) && this.importIsZod(file, n)));
    // To a fixed point: a statement is in the zod part when it reads zod or a name of the zod part.
    for (let changed = true; changed;) {
      changed = false;
      for (const s of parsed.statements) {
        if (s.declares.length === 0 || s.declares.every((n) => analysis.zodNames.has(n))) continue;
        if ([...s.reads].some((n) => analysis.zodNames.has(n) || zodImports.has(n))) {
          for (const n of s.declares) analysis.zodNames.add(n);
          changed = true;
        }
      }
    }
    analysis.pending = false;
    return analysis;
  }

  /**
   * The module's two parts and its facade, or undefined when there is nothing to split (no zod, only zod, or a shape
   * the split leaves whole).
   */
  split(file: string): { facade: string; base: string; zod: string } | undefined {
    const a = this.analyse(file);
    if (!a?.splittable) return undefined;
    const valueStatements = a.statements.filter((s) => s.declares.length > 0);
    const zodCount = valueStatements.filter((s) => s.declares.some((n) => a.zodNames.has(n))).length;
    if (zodCount === 0 || zodCount === valueStatements.length) return undefined;

    const text = (n: ts.Node) => a.code.slice(n.getFullStart(), n.getEnd());
    const inZod = (s: Statement) => s.declares.some((n) => a.zodNames.has(n));
    const exportedDirectly = new Set(a.statements.filter((s) => s.exported).flatMap((s) => s.declares));
    const alias = (n: string) => `__split_${n}`;

    const build = (zodPart: boolean) => {
      const mine = a.statements.filter((s) => (s.declares.length === 0 ? !zodPart : inZod(s) === zodPart));
      const myNames = new Set(mine.flatMap((s) => s.declares));
      const reads = new Set(mine.flatMap((s) => [...s.reads]));
      // Only the imports this part reads as values (a type-only use is erased with its annotation).
      const lines = a.imports.flatMap((i) => importFor(i, reads, !zodPart));
      if (zodPart) {
        // The zod part reads the base part's names through the base part (never the other way).
        const fromBase = [...reads].filter((n) => !myNames.has(n) && a.statements.some((s) => s.declares.includes(n)));
        if (fromBase.length)
          lines.push(
            `import { ${fromBase.map((n) => `${alias(n)} as ${n}`).join(', ')} } from './${partFile(file, 'base').split('/').pop()}';`,
          );
      }
      lines.push(...mine.map((s) => text(s.node)));
      // Every top-level value under a private alias: the facade and the zod part import by these names.
      if (myNames.size) lines.push(`export { ${[...myNames].map((n) => `${n} as ${alias(n)}`).join(', ')} };`);
      return { code: `${lines.join('\n')}\n`, names: myNames };
    };
    const base = build(false);
    const zod = build(true);

    const exportsOf = (names: Set<string>) => {
      const specs: string[] = [];
      for (const n of names) if (exportedDirectly.has(n)) specs.push(`${alias(n)} as ${n}`);
      for (const [exported, local] of a.localExports) if (names.has(local)) specs.push(`${alias(local)} as ${exported}`);
      return specs;
    };
    const facade = [
      `export { ${exportsOf(base.names).join(', ')} } from './${partFile(file, 'base').split('/').pop()}';`,
      `export { ${exportsOf(zod.names).join(', ')} } from './${partFile(file, 'zod').split('/').pop()}';`,
      ...a.reexports.map(text),
      // Names imported and exported again unchanged (`import { x } from './y'; export { x }`).
      ...[...a.localExports]
        .filter(([, local]) => a.importedNames.has(local) && !base.names.has(local) && !zod.names.has(local))
        .map(([exported, local]) => {
          const [from, imported] = a.importedNames.get(local)!;
          return `export { ${imported} as ${exported} } from '${from}';`;
        }),
    ].filter((l) => !l.startsWith('export {  }'));
    return { facade: `${facade.join('\n')}\n`, base: base.code, zod: zod.code };
  }
}
