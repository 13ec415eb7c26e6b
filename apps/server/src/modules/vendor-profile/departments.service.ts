import {
  ALL_PERMISSION_KEYS,
  EMPTY_WORKING_HOURS,
  type CreateDepartmentBody,
  type Department,
  type UpdateDepartmentBody,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { fullAddress } from '../doctor-profile/locations.service';
import { canSeeStaffPermissions, companyOf } from './company-rules';
import {
  countDepartments,
  deleteStaffExcept,
  findCompanyStaff,
  findDepartment,
  findDepartments,
  findDepartmentStaff,
  insertDepartment,
  lockDepartments,
  updateDepartment,
  upsertStaff,
  type DepartmentRow,
} from './departments.queries';

type StaffGrant = NonNullable<CreateDepartmentBody['staff']>[number];
const KNOWN_KEYS = new Set(ALL_PERMISSION_KEYS);

/** Departments with their staff, in one batched query. `withStaff` false leaves the staff lists empty. */
async function present(db: Queryable, accountId: number, rows: DepartmentRow[], withStaff: boolean): Promise<Department[]> {
  const staff = withStaff
    ? await findDepartmentStaff(
        db,
        accountId,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    address_1: d.address_1,
    address_2: d.address_2,
    city: d.city,
    state: d.state,
    zip: d.zip,
    full_address: fullAddress(d),
    working_hours: d.working_hours.length === 7 ? d.working_hours : EMPTY_WORKING_HOURS,
    staff: staff.filter((s) => s.location_id === d.id).map(({ user_id, name, permissions }) => ({ user_id, name, permissions })),
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  }));
}

export async function listDepartments(db: Queryable, actor: Actor): Promise<Department[]> {
  const accountId = companyOf(actor);
  return present(db, accountId, await findDepartments(db, accountId), canSeeStaffPermissions(actor));
}

async function loadDepartment(db: Queryable, accountId: number, id: number, lock = false): Promise<Department> {
  const row = await findDepartment(db, accountId, id, lock);
  if (!row) throw notFound('Department');
  return (await present(db, accountId, [row], true))[0]!;
}

/**
 * Checks a staff list before anything is written: each user once, each a staff member of this company, each key
 * a known permission key (duplicates dropped). Errors name the field the form shows them at.
 */
async function checkedGrants(db: Queryable, accountId: number, grants: StaffGrant[]): Promise<StaffGrant[]> {
  const seen = new Set<number>();
  grants.forEach((g, i) => {
    if (seen.has(g.user_id)) throw fieldError(`staff.${i}.user_id`, 'This staff member is listed twice.');
    seen.add(g.user_id);
    g.permissions.forEach((key, j) => {
      if (!KNOWN_KEYS.has(key)) throw fieldError(`staff.${i}.permissions.${j}`, `"${key}" is not a permission key.`);
    });
  });
  const known = new Set((await findCompanyStaff(db, accountId, [...seen])).map((u) => u.id));
  const stranger = grants.findIndex((g) => !known.has(g.user_id));
  if (stranger >= 0) throw fieldError(`staff.${stranger}.user_id`, 'The user is not a staff member of your company.');
  return grants.map((g) => ({ user_id: g.user_id, permissions: [...new Set(g.permissions)] }));
}

/** The sent list is the department's whole staff: others lose their access to it. */
async function replaceStaff(tx: Queryable, departmentId: number, grants: StaffGrant[]) {
  await deleteStaffExcept(
    tx,
    departmentId,
    grants.map((g) => g.user_id),
  );
  for (const g of grants) await upsertStaff(tx, departmentId, g.user_id, g.permissions);
}

const columnsOf = ({ staff: _staff, ...fields }: UpdateDepartmentBody) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<DepartmentRow>;

export async function createDepartment(db: Db, actor: Actor, input: CreateDepartmentBody): Promise<Department> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const grants = input.staff ? await checkedGrants(tx, accountId, input.staff) : [];
    const row = await insertDepartment(tx, {
      working_hours: EMPTY_WORKING_HOURS,
      ...columnsOf(input),
      name: input.name,
      account_id: accountId,
    });
    await replaceStaff(tx, row.id, grants);
    const after = await loadDepartment(tx, accountId, row.id);
    await audit(tx, actor, { action: 'department.create', entity: 'location', entityId: row.id, after });
    return after;
  });
}

export async function editDepartment(db: Db, actor: Actor, id: number, input: UpdateDepartmentBody): Promise<Department> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const before = await loadDepartment(tx, accountId, id, true);
    const grants = input.staff ? await checkedGrants(tx, accountId, input.staff) : null;
    const values = columnsOf(input);
    if (Object.keys(values).length) await updateDepartment(tx, accountId, id, values);
    if (grants) await replaceStaff(tx, id, grants);
    const after = await loadDepartment(tx, accountId, id);
    await audit(tx, actor, { action: 'department.update', entity: 'location', entityId: id, before, after });
    return after;
  });
}

/**
 * Soft delete (orders and history keep pointing at it). Refused while staff still work there, since deleting
 * would silently strip their permissions, and for the last department: staff and stock need somewhere to be.
 */
export async function deleteDepartment(db: Db, actor: Actor, id: number): Promise<void> {
  const accountId = companyOf(actor);
  await db.transaction(async (tx) => {
    await lockDepartments(tx, accountId);
    const before = await loadDepartment(tx, accountId, id);
    if (before.staff.length) {
      const n = before.staff.length;
      throw new AppError(
        'conflict',
        `${n} staff member${n > 1 ? 's' : ''} still work${n > 1 ? '' : 's'} at this department. Remove them from it first.`,
      );
    }
    if ((await countDepartments(tx, accountId)) <= 1)
      throw new AppError('conflict', 'The last department cannot be deleted: a company needs at least one.');
    await updateDepartment(tx, accountId, id, { deleted_at: new Date() });
    await audit(tx, actor, { action: 'department.delete', entity: 'location', entityId: id, before });
  });
}
