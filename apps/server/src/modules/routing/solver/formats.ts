// Classic benchmark files: CVRPLIB/TSPLIB `.vrp` (CVRP) and Solomon's VRPTW `.txt`, parsed, written (for the
// generator) and turned into a Problem with each format's cost convention.
import type { Problem } from './model';

export interface CvrpFile {
  name: string;
  capacity: number;
  /** Route length limit (DISTANCE), counting service times, when present. */
  distanceLimit?: number;
  serviceTime?: number;
  /** Nodes in file order; ids are the file's node numbers (usually 1..n). */
  nodes: { id: number; x: number; y: number; demand: number }[];
  /** Node ids of the depot(s). */
  depots: number[];
}

export interface SolomonFile {
  name: string;
  vehicles: number;
  capacity: number;
  /** Row 0 is the depot (CUST NO. 0). */
  customers: { id: number; x: number; y: number; demand: number; ready: number; due: number; service: number }[];
}

export function parseCvrplib(text: string): CvrpFile {
  const header = new Map<string, string>();
  const coords = new Map<number, { x: number; y: number }>();
  const demands = new Map<number, number>();
  const order: number[] = [];
  const depots: number[] = [];
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line === 'EOF') break;
    if (/^[A-Z_]+_SECTION$/.test(line)) {
      section = line;
      continue;
    }
    const field = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (field) {
      header.set(field[1]!, field[2]!.trim());
      section = '';
      continue;
    }
    const numbers = line.split(/\s+/).map(Number);
    if (section === 'NODE_COORD_SECTION') {
      const [id, x, y] = numbers as [number, number, number];
      coords.set(id, { x, y });
      order.push(id);
    } else if (section === 'DEMAND_SECTION') demands.set(numbers[0]!, numbers[1]!);
    else if (section === 'DEPOT_SECTION') {
      for (const id of numbers) if (id !== -1) depots.push(id);
    } else throw new Error(`CVRPLIB: unexpected line "${line}"`);
  }
  const type = header.get('EDGE_WEIGHT_TYPE');
  if (type && type !== 'EUC_2D') throw new Error(`CVRPLIB: EDGE_WEIGHT_TYPE ${type} is not supported (EUC_2D only)`);
  const dimension = Number(header.get('DIMENSION'));
  const capacity = Number(header.get('CAPACITY'));
  if (!Number.isFinite(capacity)) throw new Error('CVRPLIB: CAPACITY missing');
  if (order.length !== dimension) throw new Error(`CVRPLIB: DIMENSION ${dimension} but ${order.length} coordinates`);
  const nodes = order.map((id) => ({ id, ...coords.get(id)!, demand: demands.get(id) ?? 0 }));
  const optional = (key: string): number | undefined => (header.has(key) ? Number(header.get(key)) : undefined);
  return {
    name: header.get('NAME') ?? 'unnamed',
    capacity,
    distanceLimit: optional('DISTANCE'),
    serviceTime: optional('SERVICE_TIME'),
    nodes,
    depots: depots.length ? depots : [order[0]!],
  };
}

export function writeCvrplib(file: CvrpFile): string {
  const lines = [
    `NAME : ${file.name}`,
    'COMMENT : generated',
    'TYPE : CVRP',
    `DIMENSION : ${file.nodes.length}`,
    'EDGE_WEIGHT_TYPE : EUC_2D',
    `CAPACITY : ${file.capacity}`,
  ];
  if (file.distanceLimit !== undefined) lines.push(`DISTANCE : ${file.distanceLimit}`);
  if (file.serviceTime !== undefined) lines.push(`SERVICE_TIME : ${file.serviceTime}`);
  lines.push('NODE_COORD_SECTION', ...file.nodes.map((n) => `${n.id}\t${n.x}\t${n.y}`));
  lines.push('DEMAND_SECTION', ...file.nodes.map((n) => `${n.id}\t${n.demand}`));
  lines.push('DEPOT_SECTION', ...file.depots.map(String), '-1', 'EOF');
  return lines.join('\n') + '\n';
}

export function parseSolomon(text: string): SolomonFile {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? 'unnamed';
  const numberAt = lines.findIndex((l) => /^NUMBER\s+CAPACITY/i.test(l));
  const fleet = lines.slice(numberAt + 1).find((l) => l.length > 0);
  if (numberAt < 0 || !fleet) throw new Error('Solomon: VEHICLE NUMBER/CAPACITY missing');
  const [vehicles, capacity] = fleet.split(/\s+/).map(Number) as [number, number];
  const tableAt = lines.findIndex((l) => /^CUST\s+NO\./i.test(l));
  if (tableAt < 0) throw new Error('Solomon: CUSTOMER table missing');
  const customers = lines
    .slice(tableAt + 1)
    .filter((l) => /^\d/.test(l))
    .map((l) => {
      const v = l.split(/\s+/).map(Number);
      if (v.length < 7 || v.some((x) => !Number.isFinite(x))) throw new Error(`Solomon: bad customer line "${l}"`);
      const [id, x, y, demand, ready, due, service] = v as [number, number, number, number, number, number, number];
      return { id, x, y, demand, ready, due, service };
    });
  if (customers[0]?.id !== 0) throw new Error('Solomon: the first customer must be the depot (CUST NO. 0)');
  return { name, vehicles, capacity, customers };
}

export function writeSolomon(file: SolomonFile): string {
  const pad = (v: number | string, w: number): string => String(v).padStart(w);
  const rows = file.customers.map((c) => [c.id, c.x, c.y, c.demand, c.ready, c.due, c.service].map((v) => pad(v, 10)).join(''));
  return [
    file.name,
    '',
    'VEHICLE',
    'NUMBER     CAPACITY',
    `${pad(file.vehicles, 5)}${pad(file.capacity, 13)}`,
    '',
    'CUSTOMER',
    'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
    '',
    ...rows,
    '',
  ].join('\n');
}

/** TSPLIB's nint: distances rounded to the nearest integer per edge. */
const nint = (x: number): number => Math.floor(x + 0.5);

function euclidean(points: { x: number; y: number }[], round: boolean): Float64Array {
  const size = points.length;
  const m = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const d = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y);
      m[i * size + j] = round ? nint(d) : d;
    }
  }
  return m;
}

/** CVRPLIB convention: rounded Euclidean matrix, unlimited identical fleet, jobs named by node number. */
export function cvrpToProblem(file: CvrpFile): Problem {
  const distance = euclidean(file.nodes, true);
  const depotIds = new Set(file.depots);
  const depots = file.nodes.flatMap((n, i) => (depotIds.has(n.id) ? [{ id: String(n.id), location: i }] : []));
  const jobs = file.nodes.flatMap((n, i) =>
    depotIds.has(n.id) ? [] : [{ id: String(n.id), location: i, demand: [n.demand], service: file.serviceTime ?? 0 }],
  );
  // Fleet size is free: one vehicle per customer and depot is always enough.
  const vehicles = depots.flatMap((_, d) =>
    jobs.map((_, v) => ({
      id: `${depots[d]!.id}-${v + 1}`,
      startDepot: d,
      endDepot: d,
      capacity: [file.capacity],
      shiftStart: 0,
      shiftEnd: file.distanceLimit ?? Infinity,
    })),
  );
  return { depots, vehicles, jobs, matrix: { size: file.nodes.length, distance, duration: distance }, hardTimeWindows: true };
}

/** Solomon convention: unrounded Euclidean distance, travel time = distance, hard windows, fleet size free. */
export function solomonToProblem(file: SolomonFile): Problem {
  const distance = euclidean(file.customers, false);
  const depot = file.customers[0]!;
  const jobs = file.customers.slice(1).map((c, i) => ({
    id: String(c.id),
    location: i + 1,
    demand: [c.demand],
    service: c.service,
    timeWindows: [[c.ready, c.due]] as [number, number][],
  }));
  const count = Math.max(file.vehicles, jobs.length);
  const vehicles = Array.from({ length: count }, (_, v) => ({
    id: String(v + 1),
    startDepot: 0,
    endDepot: 0,
    capacity: [file.capacity],
    shiftStart: depot.ready,
    shiftEnd: depot.due,
  }));
  return {
    depots: [{ id: '0', location: 0 }],
    vehicles,
    jobs,
    matrix: { size: file.customers.length, distance, duration: distance },
    hardTimeWindows: true,
  };
}

/** Reads either format, telling them apart by content. */
export function parseInstance(
  text: string,
): { kind: 'cvrp'; file: CvrpFile; problem: Problem } | { kind: 'solomon'; file: SolomonFile; problem: Problem } {
  if (/NODE_COORD_SECTION/.test(text)) {
    const file = parseCvrplib(text);
    return { kind: 'cvrp', file, problem: cvrpToProblem(file) };
  }
  const file = parseSolomon(text);
  return { kind: 'solomon', file, problem: solomonToProblem(file) };
}
