// autocannon ships no types (and @types/autocannon lags its API): the benchmarks use its run() and 'response' event
// only (lib/load.ts), typed there where they are read.
declare module 'autocannon';
