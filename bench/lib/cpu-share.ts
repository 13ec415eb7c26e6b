// Where a run's CPU goes on this machine: the server, PostgreSQL's backends and the load generator share its two
// cores, so a list's figures are read beside who used them. Linux only (/proc); elsewhere the line is left out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessCpu {
  name: string;
  /** The process's own user and system time, in ticks. */
  ticks: number;
  /** Its ended and reaped children's (PostgreSQL's backends of a closed pool end before the run is read). */
  reaped: number;
}

/** CPU time of every process, by pid. */
function cpuByProcess(): Map<number, ProcessCpu> {
  const out = new Map<number, ProcessCpu>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; the counters follow it (utime, stime, cutime and cstime:
      // fields 14 to 17).
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), { name, ticks: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) });
    } catch {
      /* the process ended while being read */
    }
  }
  return out;
}

export interface CpuShare {
  /** Milliseconds of CPU per request, by who spent them. */
  perRequestMs: Record<string, number>;
  /** Cores busy on average during the run (of the machine's all). */
  busyCores: number;
  /**
   * The share of the machine's time its host gave to others during the run (/proc/stat's steal): on a shared VM the
   * same code measures slower when this is high, so figures from two runs compare only beside it.
   */
  stolen?: number;
}

/** The machine's steal and total ticks so far (/proc/stat's first line), or undefined where there is none. */
function machineTicks(): { steal: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` and splits the CPU every process used meanwhile into the server (`serverPid`), PostgreSQL (its
 * backends), this process (the raw-SQL client, or autocannon) and the rest, per request of the run.
 */
export async function withCpuShare<T extends { rps: number }>(serverPid: number | undefined, work: () => Promise<T>): Promise<{ result: T; cpu?: CpuShare }> {
  if (!existsSync('/proc/self/stat')) return { result: await work() };
  const before = cpuByProcess();
  const machineBefore = machineTicks();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  // A closed pool's backends have just ended: their time reaches the postmaster once it reaps them, a moment later.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const after = cpuByProcess();
  const machineAfter = machineTicks();
  const ticks: Record<string, number> = {};
  const whoIs = (pid: number, name: string) =>
    pid === serverPid ? 'server' : pid === process.pid ? 'load generator / client' : name === 'postgres' ? 'postgres' : 'other';
  const add = (who: string, n: number) => (ticks[who] = (ticks[who] ?? 0) + n);
  for (const [pid, now] of after) {
    const then = before.get(pid);
    // A child that ended during the run left its whole life's time in its parent's `reaped`: its part before the
    // run (what it had when first read) comes off again below.
    add(whoIs(pid, now.name), now.ticks - (then?.ticks ?? 0));
    if (now.name === 'postgres') add('postgres', now.reaped - (then?.reaped ?? 0));
  }
  for (const [pid, then] of before) if (!after.has(pid) && then.name === 'postgres') add('postgres', -then.ticks);
  const requests = result.rps * seconds;
  const perRequestMs = Object.fromEntries(Object.entries(ticks).map(([who, t]) => [who, ((t / TICKS_PER_SECOND) * 1000) / requests]));
  const busyCores = Object.values(ticks).reduce((a, b) => a + b, 0) / TICKS_PER_SECOND / seconds;
  const stolen =
    machineBefore && machineAfter && machineAfter.total > machineBefore.total
      ? (machineAfter.steal - machineBefore.steal) / (machineAfter.total - machineBefore.total)
      : undefined;
  return { result, cpu: { perRequestMs, busyCores, stolen } };
}

/** `CPU per request: postgres 0.62 ms, server 0.41 ms, ...; 1.8 cores busy`. */
export function cpuLine(cpu: CpuShare | undefined): string {
  if (!cpu) return '';
  const parts = Object.entries(cpu.perRequestMs)
    .filter(([who]) => who !== 'other')
    .sort((a, b) => b[1] - a[1])
    .map(([who, ms]) => `${who} ${ms.toFixed(2)} ms`);
  const stolen = cpu.stolen === undefined ? '' : `; ${(cpu.stolen * 100).toFixed(0)}% of the machine's time taken by its host (steal)`;
  return `CPU per request: ${parts.join(', ')}; ${cpu.busyCores.toFixed(1)} cores busy${stolen}`;
}
