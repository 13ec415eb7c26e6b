// `npm run -s vrp -- FILE [--seconds N] [--seed N]`: solves a CVRPLIB .vrp or Solomon VRPTW .txt file and prints
// one JSON line { instance, cost, vehicles, routes, seconds } (+ violations when a constraint is broken).
// `npm run -s vrp -- --generate cvrp|solomon [--customers N] [--seed N] [--layout random|clustered] [--flavour R|C|RC]`
// writes a generated instance to stdout instead.
import { readFileSync } from 'node:fs';
import { violations } from '../apps/server/src/modules/routing/solver/check';
import { parseInstance, writeCvrplib, writeSolomon } from '../apps/server/src/modules/routing/solver/formats';
import { generateCvrp, generateSolomon, type Layout, type SolomonFlavour } from '../apps/server/src/modules/routing/solver/generate';
import { solve } from '../apps/server/src/modules/routing/solver/solve';

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run -s vrp -- FILE [--seconds N] [--seed N]\n       npm run -s vrp -- --generate cvrp|solomon [--customers N] [--seed N] [--layout random|clustered] [--flavour R|C|RC]`,
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const flags = new Map<string, string>();
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a.startsWith('--')) {
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) usage(`${a} needs a value`);
    flags.set(a.slice(2), value);
    i++;
  } else positional.push(a);
}
const number = (key: string, fallback: number): number => {
  const raw = flags.get(key);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) usage(`--${key} must be a number`);
  return n;
};

const generate = flags.get('generate');
if (generate) {
  const customers = number('customers', 50);
  const seed = number('seed', 1);
  if (generate === 'cvrp') {
    process.stdout.write(writeCvrplib(generateCvrp({ customers, seed, layout: (flags.get('layout') ?? 'random') as Layout })));
  } else if (generate === 'solomon') {
    process.stdout.write(writeSolomon(generateSolomon({ customers, seed, flavour: (flags.get('flavour') ?? 'R') as SolomonFlavour })));
  } else usage(`--generate ${generate}: expected cvrp or solomon`);
} else {
  const file = positional[0];
  if (!file) usage('no instance file');
  const { kind, file: parsed, problem } = parseInstance(readFileSync(file, 'utf8'));
  const started = performance.now();
  const solution = solve(problem, { seed: number('seed', 1), timeLimitMs: number('seconds', 2) * 1000 });
  const seconds = (performance.now() - started) / 1000;
  const problems = violations(problem, solution);
  for (const id of solution.unassigned) problems.push(`customer ${id} unserved`);
  const out: Record<string, unknown> = {
    instance: parsed.name,
    // CVRPLIB costs are integers already (rounded edges); Solomon's are reported to two decimals as published.
    cost: kind === 'cvrp' ? solution.distance : Math.round(solution.distance * 100) / 100,
    vehicles: solution.vehiclesUsed,
    routes: solution.routes.map((r) => r.jobIds.map(Number)),
    seconds: Math.round(seconds * 100) / 100,
  };
  if (problems.length) out.violations = problems;
  console.log(JSON.stringify(out));
}
