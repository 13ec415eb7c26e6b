// A working solution: one Route per vehicle (empty ones included) and where each job is. Accepted states are never
// mutated again, so a candidate shares their routes and copies only the ones it changes (copy-on-write).
import type { Instance } from './instance';
import { Route } from './route';

export class State {
  routes: Route[];
  /** Vehicle index serving each job, -1 when unassigned. */
  routeOf: Int32Array;
  private owned: Uint8Array;

  constructor(
    readonly inst: Instance,
    routes?: Route[],
    routeOf?: Int32Array,
  ) {
    if (routes && routeOf) {
      this.routes = routes.slice();
      this.routeOf = routeOf.slice();
      this.owned = new Uint8Array(inst.m);
    } else {
      this.routes = Array.from({ length: inst.m }, (_, k) => {
        const r = new Route(inst, k);
        r.update();
        return r;
      });
      this.routeOf = new Int32Array(inst.n).fill(-1);
      this.owned = new Uint8Array(inst.m).fill(1);
    }
  }

  /** A candidate that shares this state's routes until it changes them. */
  fork(): State {
    return new State(this.inst, this.routes, this.routeOf);
  }

  /** The route of vehicle k, copied first if it is still shared. */
  own(k: number): Route {
    if (!this.owned[k]) {
      this.routes[k] = this.routes[k]!.clone();
      this.owned[k] = 1;
    }
    return this.routes[k]!;
  }

  /** Seals the state (it may become the current or best one): later changes go through a fork. */
  seal(): void {
    this.owned.fill(0);
  }

  /** False when a changed route broke a time limit (possible after a removal when travel times break the triangle inequality). */
  changedRoutesFeasible(): boolean {
    for (let k = 0; k < this.inst.m; k++) if (this.owned[k] && !this.routes[k]!.feasible) return false;
    return true;
  }

  /** Vehicles whose route this state changed since its fork. */
  changedRoutes(): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.inst.m; k++) if (this.owned[k]) out.push(k);
    return out;
  }

  unassignedCount(): number {
    let c = 0;
    for (let j = 0; j < this.inst.n; j++) if (this.routeOf[j]! < 0) c++;
    return c;
  }

  cost(): number {
    let c = 0;
    for (const r of this.routes) c += r.cost;
    return c + this.unassignedCount() * this.inst.unassignedPenalty;
  }
}
