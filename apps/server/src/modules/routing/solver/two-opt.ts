// Intra-route 2-opt (reverse a run of stops when that shortens the route), run on the routes a recreate changed.
// Only for symmetric matrices without time constraints, where a reversal changes nothing but the distance: there
// each move is checked in O(1). With windows the ruin-and-recreate alone does the work.
import type { Instance } from './instance';
import type { Route } from './route';

/** Whether 2-opt applies: symmetric distances and durations, no windows, no finite shift. */
export function twoOptApplies(inst: Instance): boolean {
  if (inst.winOpen.length > 0) return false;
  for (let k = 0; k < inst.m; k++) if (Number.isFinite(inst.shiftEnd[k]!)) return false;
  const { dist, size } = inst;
  for (let i = 0; i < size; i++) for (let j = i + 1; j < size; j++) if (dist[i * size + j] !== dist[j * size + i]) return false;
  return true;
}

/** Improves the route in place until no reversal shortens it; returns whether it changed. */
export function twoOpt(route: Route): boolean {
  const { dist, size } = route.inst;
  const loc = route.loc;
  const len = route.jobs.length;
  let changed = false;
  let improved = true;
  while (improved) {
    improved = false;
    // Reverse positions i..j (1-based stops), between edges (i-1,i) and (j,j+1).
    for (let i = 1; i < len; i++) {
      const a = loc[i - 1]!;
      const b = loc[i]!;
      const ab = dist[a * size + b]!;
      for (let j = i + 1; j <= len; j++) {
        const c = loc[j]!;
        const d = loc[j + 1]!;
        if (dist[a * size + c]! + dist[b * size + d]! < ab + dist[c * size + d]! - 1e-9) {
          for (let x = i, y = j; x < y; x++, y--) {
            [loc[x], loc[y]] = [loc[y]!, loc[x]!];
            [route.jobs[x - 1], route.jobs[y - 1]] = [route.jobs[y - 1]!, route.jobs[x - 1]!];
          }
          improved = changed = true;
          break;
        }
      }
      if (improved) break;
    }
  }
  if (changed) route.update();
  return changed;
}
