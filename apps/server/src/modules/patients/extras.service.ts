import type { ListQuery, PatientAgent, PatientLogEntry, PatientWallet, WalletEntry } from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageMeta, windowOf } from '../../lib/paging';
import { patientScope } from './patient-scope';
import { lockVisiblePatient, visiblePatientOr404 } from './patients.service';
import { changesOf, redactSnapshot } from '../activity-log/redact';
import { findAgents, findCompanyUser, findPatientLogs, findWalletEntries, insertAgent, insertWalletEntry, walletBalance, type WalletRow } from './extras.queries';

// --- wallet: each supplier keeps its own ledger of a patient; balance = sum of its rows ------------------------

const presentEntry = (r: WalletRow): WalletEntry => ({
  id: r.id,
  kind: r.kind,
  amount: r.amount,
  method: r.method,
  note: r.note,
  order_id: r.order_id,
  created_by: r.created_by,
  created_at: r.created_at.toISOString(),
});

async function walletOf(db: Queryable, patientId: number, accountId: number): Promise<PatientWallet> {
  const entries = await findWalletEntries(db, patientId, accountId);
  return { patient_id: patientId, balance: await walletBalance(db, patientId, accountId), entries: entries.map(presentEntry) };
}

export async function getWallet(db: Queryable, actor: Actor, patientId: number): Promise<PatientWallet> {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  return walletOf(db, patientId, scope.accountId);
}

export async function depositToWallet(db: Db, actor: Actor, patientId: number, body: { amount: number; method?: string; note?: string }): Promise<PatientWallet> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
    const row = await insertWalletEntry(tx, { patient_id: patientId, account_id: scope.accountId, kind: 'deposit', amount: body.amount, method: body.method ?? null, note: body.note ?? '', created_by: actor.userId });
    await audit(tx, actor, { action: 'patient_wallet.deposit', entity: 'patient_wallet', entityId: row.id, after: row });
    return walletOf(tx, patientId, scope.accountId);
  });
}

// --- agents: the supplier's own staff, per supplier -----------------------------------------------------------

async function agentsOf(db: Queryable, patientId: number, accountId: number): Promise<PatientAgent[]> {
  return (await findAgents(db, patientId, accountId)).map((a) => ({ ...a, created_at: a.created_at.toISOString() }));
}

export async function listAgents(db: Queryable, actor: Actor, patientId: number): Promise<PatientAgent[]> {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  return agentsOf(db, patientId, scope.accountId);
}

export async function attachAgent(db: Db, actor: Actor, patientId: number, userId: number): Promise<PatientAgent[]> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
    if (!(await findCompanyUser(tx, scope.accountId, userId))) throw fieldError('user_id', 'The agent must be a user of your company.');
    const id = await insertAgent(tx, { patient_id: patientId, account_id: scope.accountId, user_id: userId, assigned_by: actor.userId });
    if (id !== null) await audit(tx, actor, { action: 'patient_agent.attach', entity: 'patient_agent', entityId: id, after: { patient_id: patientId, user_id: userId } });
    return agentsOf(tx, patientId, scope.accountId);
  });
}

// --- logs: what the caller's own company did to the patient ---------------------------------------------------

export async function listPatientLogs(db: Queryable, actor: Actor, patientId: number, query: ListQuery) {
  const scope = patientScope(actor);
  await visiblePatientOr404(db, scope, patientId);
  const { rows, total } = await findPatientLogs(db, scope.accountId, patientId, { ...windowOf(query), sortType: query.sortType });
  const data: PatientLogEntry[] = rows.map(({ log, user_name }) => ({
    id: log.id,
    action: log.action,
    entity: log.entity,
    entity_id: log.entity_id,
    user_id: log.user_id,
    user_name,
    staff_id: log.staff_id,
    // The company's activity log's rule: fields that identify a patient show their names, never their values.
    before: redactSnapshot(log.before),
    after: redactSnapshot(log.after),
    changes: changesOf(log.before, log.after),
    created_at: log.created_at.toISOString(),
  }));
  return { data, meta: pageMeta(total, query) };
}
