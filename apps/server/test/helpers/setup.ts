import { afterAll, afterEach } from 'vitest';
import { describeMismatches, takeResponseMismatches } from './response-check';

/**
 * The server project's setup (vitest.config.ts): an answer outside its endpoint's declared response schema, seen by
 * the check that createTestApp installs (helpers/response-check.ts), fails the test that made it, even a test that
 * only looks at the status. Answers made in beforeAll fail the first test; those made in afterAll fail the file.
 */
function assertNoMismatch(): void {
  const found = takeResponseMismatches();
  if (found.length) throw new Error(describeMismatches(found));
}

afterEach(assertNoMismatch);
afterAll(assertNoMismatch);
