/**
 * An answer already serialised as JSON (for example rendered by PostgreSQL): the endpoint layer sends the text as it
 * is instead of serialising a value (http/register.ts). For the hottest lists, where building and serialising the
 * rows' objects in the server cost more than the database's query.
 */
export class RawJson {
  constructor(readonly text: string) {}

  /** `{"data":[rows...],"meta":{...}}` from rows that are JSON texts each. */
  static page(rows: readonly string[], meta: object): RawJson {
    return new RawJson(`{"data":[${rows.join(',')}],"meta":${JSON.stringify(meta)}}`);
  }
}
