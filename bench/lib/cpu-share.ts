// Where a run's CPU goes on this machine: the server, PostgreSQL's backends and the load generator share its two
// cores, so a list's figures are read beside who used them. Linux only (/proc); elsewhere the line is left out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, in ticks) of every process, by pid. */
function cpuByProcess(): Map<number, { ticks: number; name: string }> {
  const out = new Map<number, { ticks: number; name: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; the counters follow it (utime and stime: fields 14 and 15).
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), { ticks: Number(fields[11]) + Number(fields[12]), name });
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
}

/**
 * Runs `work` and splits the CPU every process used meanwhile into the server (`serverPid`), PostgreSQL (its
 * backends), this process (the raw-SQL client, or autocannon) and the rest, per request of the run.
 */
export async function withCpuShare<T extends { rps: number }>(serverPid: number | undefined, work: () => Promise<T>): Promise<{ result: T; cpu?: CpuShare }> {
  if (!existsSync('/proc/self/stat')) return { result: await work() };
  const before = cpuByProcess();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = cpuByProcess();
  const ticks: Record<string, number> = {};
  for (const [pid, now] of after) {
    const spent = now.ticks - (before.get(pid)?.ticks ?? 0);
    if (spent <= 0) continue;
    const who = pid === serverPid ? 'server' : pid === process.pid ? 'load generator / client' : now.name === 'postgres' ? 'postgres' : 'other';
    ticks[who] = (ticks[who] ?? 0) + spent;
  }
  const requests = result.rps * seconds;
  const perRequestMs = Object.fromEntries(Object.entries(ticks).map(([who, t]) => [who, ((t / TICKS_PER_SECOND) * 1000) / requests]));
  const busyCores = Object.values(ticks).reduce((a, b) => a + b, 0) / TICKS_PER_SECOND / seconds;
  return { result, cpu: { perRequestMs, busyCores } };
}

/** `CPU per request: postgres 0.62 ms, server 0.41 ms, ...; 1.8 cores busy`. */
export function cpuLine(cpu: CpuShare | undefined): string {
  if (!cpu) return '';
  const parts = Object.entries(cpu.perRequestMs)
    .filter(([who]) => who !== 'other')
    .sort((a, b) => b[1] - a[1])
    .map(([who, ms]) => `${who} ${ms.toFixed(2)} ms`);
  return `CPU per request: ${parts.join(', ')}; ${cpu.busyCores.toFixed(1)} cores busy`;
}
