import type { FastifyInstance } from 'fastify';

/** One line of `printRoutes({ commonPrefix: false })`: tree drawing, a path piece, its methods. */
const ROUTE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([A-Z, ]+)\)$/;

/**
 * Every route the Fastify app serves, as sorted `METHOD /path` lines. Fastify has no route list, so this reads
 * its printed route tree, where a line's path piece continues its parent's path (`/api/login` then `-by-npi/:id`).
 * The HEAD route Fastify adds beside each GET is left out; an unreadable line throws rather than being skipped, so
 * a change in the printout fails the test instead of hiding routes.
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (!line.trim()) continue;
    const match = ROUTE_LINE.exec(line);
    if (!match) throw new Error(`Unreadable route line: ${line}`);
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : parents[depth - 1]!) + match[2]!;
    parents.length = depth;
    parents.push(path);
    const methods = match[3]!.split(', ');
    for (const method of methods) {
      if (method !== 'HEAD' || !methods.includes('GET')) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
