#!/usr/bin/env node
// `npm run test:pg`: the server API suite against PostgreSQL. DATABASE_URL names a server and a database the
// role can connect to; the role needs CREATEDB (each test file gets its own database copied from a template).
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`API suite against PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
process.exit(run('npx', ['vitest', 'run', '--project', 'server'], { env: { DATABASE_URL: url } }));
