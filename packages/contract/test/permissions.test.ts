import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS, can, type PermissionActor } from '../src';

const staff = (permissions: Record<string, string[]>): PermissionActor => ({ role: 'supplier', is_staff: true, permissions });

describe('can(actor, key, location): foundation §6', () => {
  it('doctors pass every check, staff or not, with or without a location', () => {
    expect(can({ role: 'doctor', is_staff: false, permissions: {} }, 'order archive', null)).toBe(true);
    expect(can({ role: 'doctor', is_staff: true, permissions: {} }, 'stock', undefined)).toBe(true);
  });

  it('non-staff users pass every check', () => {
    expect(can({ role: 'supplier', is_staff: false, permissions: {} }, 'billing claim create', 3)).toBe(true);
    expect(can({ role: 'patient', is_staff: false, permissions: {} }, 'logs', null)).toBe(true);
  });

  it('staff pass on a listed permission at that location only', () => {
    const a = staff({ '1': ['order edit 10', 'stock'], '2': ['logs'] });
    expect(can(a, 'order edit 10', 1)).toBe(true);
    expect(can(a, 'order edit 10', '1')).toBe(true);
    expect(can(a, 'order edit 10', 2)).toBe(false);
    expect(can(a, 'order edit 5', 1)).toBe(false);
    expect(can(a, 'logs', 2)).toBe(true);
    expect(can(a, 'logs', 1)).toBe(false);
  });

  it('staff pass when a keyword matches the first word of one of their permissions', () => {
    const a = staff({ '1': ['order view 10', 'billing claim view'] });
    expect(can(a, 'order', 1)).toBe(true);
    expect(can(a, 'billing', 1)).toBe(true);
    expect(can(a, 'shipping', 1)).toBe(false);
    expect(can(a, 'view', 1)).toBe(false);
  });

  it('a multi-word key is never matched by its first word alone', () => {
    const a = staff({ '1': ['order view 10'] });
    expect(can(a, 'order edit 10', 1)).toBe(false);
    expect(can(a, 'order create', 1)).toBe(false);
  });

  it('staff without a chosen location hold nothing', () => {
    expect(can(staff({ '1': ['stock'] }), 'stock', null)).toBe(false);
  });

  it('the key catalogue expands the {status} templates over both status lists', () => {
    expect(ALL_PERMISSION_KEYS).toContain('order view 0');
    expect(ALL_PERMISSION_KEYS).toContain('order notify 100');
    expect(ALL_PERMISSION_KEYS).toContain('shipping edit in_delivery');
    expect(ALL_PERMISSION_KEYS).toContain('patient_insurance delete');
    expect(ALL_PERMISSION_KEYS.some((k) => k.includes('{'))).toBe(false);
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(ALL_PERMISSION_KEYS.length);
  });
});
