// The floor of a Node server on this machine: node:http and node-postgres with nothing else (no framework, no
// caller, no validation), answering GET /<n> with the n-th case's recorded statements run over a pool of the server's
// size, their last row sent as the list answers it. What any Node endpoint serving the same SQL costs at least; the
// lists benchmark prints the product's endpoint beside it. Started by bench/lib/server.ts (startFloor).
// Input: FLOOR_CASES, a JSON file of [[{ text, values, rowMode? }, ...], ...]; DATABASE_URL, PORT, POOL.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const cases = JSON.parse(readFileSync(process.env.FLOOR_CASES, 'utf8')).map((statements) =>
  statements.map((s) => ({ ...s, name: `f${createHash('sha1').update(s.text).digest('hex').slice(0, 24)}` })),
);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL) });

/** A list's statement answers one row [rows joined as JSON text, total]: sent as the endpoint sends it. */
function answer(rows) {
  const first = rows[0];
  if (Array.isArray(first) && first.length === 2 && (typeof first[0] === 'string' || first[0] === null)) {
    return `{"data":[${first[0] ?? ''}],"meta":{"total":${Number(first[1] ?? 0)}}}`;
  }
  return JSON.stringify(rows);
}

http
  .createServer(async (req, res) => {
    const statements = cases[Number(req.url.slice(1))];
    if (!statements) {
      res.writeHead(404).end();
      return;
    }
    try {
      let last;
      for (const s of statements) last = await pool.query(s);
      const body = Buffer.from(answer(last.rows));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
