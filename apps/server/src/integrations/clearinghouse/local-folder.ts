import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Clearinghouse, InboundItem } from './clearinghouse';

/**
 * A clearinghouse made of two folders, for running without a Claim.MD account: what we send lands in `outboxDir`
 * (for a person or another tool to upload), and whatever is dropped into `inboxDir` (835, 277CA, 999, 271) is read
 * once and moved to `inboxDir/processed/`. The folder itself is the poll state, so the PollState passes through.
 */
export function localFolderClearinghouse(opts: { outboxDir: string; inboxDir: string }): Clearinghouse {
  const processedDir = join(opts.inboxDir, 'processed');
  let ready: Promise<unknown> | undefined;
  const ensureFolders = () =>
    (ready ??= Promise.all([mkdir(opts.outboxDir, { recursive: true }), mkdir(processedDir, { recursive: true })]).catch((err: unknown) => {
      ready = undefined;
      throw err;
    }));

  async function writeToOutbox(name: string, content: string): Promise<string> {
    await ensureFolders();
    const temp = join(opts.outboxDir, `.${randomBytes(6).toString('hex')}.part`);
    await writeFile(temp, content, { mode: 0o600 });
    try {
      return await placeWithoutOverwrite(temp, opts.outboxDir, safeName(name));
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  return {
    kind: 'local',

    async submitClaims(file) {
      return { reference: await writeToOutbox(file.name, file.content), statuses: [] };
    },

    async checkEligibility({ x270 }) {
      // The name carries a time, never the patient: the 271 arrives later through the inbox.
      await writeToOutbox(`eligibility-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}.270`, x270);
      return { x271: null };
    },

    async fetchInbound(state) {
      await ensureFolders();
      const names = (await readdir(opts.inboxDir, { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const items: InboundItem[] = [];
      for (const name of names) {
        const path = join(opts.inboxDir, name);
        items.push({ type: 'x12', name, content: await readFile(path, 'utf8') });
        await placeWithoutOverwrite(path, processedDir, name);
        await unlink(path);
      }
      return { items, state };
    },

    async payerList() {
      return [];
    },
  };
}

/** A file name without folders or characters a shell or another OS would trip on. */
function safeName(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/')).replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return cleaned || 'claims.837';
}

/**
 * Gives `source` the name `name` in `dir`, or `name-1`, `name-2`... when taken. A hard link is created whole and
 * fails when the name exists, so readers never see half a file and nothing is overwritten; the caller removes the
 * source afterwards. Returns the name used.
 */
async function placeWithoutOverwrite(source: string, dir: string, name: string): Promise<string> {
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? name : `${stem}-${n}${ext}`;
    try {
      await link(source, join(dir, candidate));
      return candidate;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
