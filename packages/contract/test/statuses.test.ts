import { describe, expect, it } from 'vitest';
import { DOCTOR_ACTIONS, SHIPPING_STATUS_KEYS, SUPPLIER_FLOW, VALIDATION_STEP_TEXT, doctorVisibleStatus, statusName, supplierStep } from '../src';

describe('order status catalogue (foundation §4)', () => {
  it('names every code as the spec does', () => {
    const names: Record<number, string> = {
      0: 'Draft', 1: 'Draft', 3: 'Pend HIPAA', 5: 'Initial', 10: 'Intake', 20: 'Pend PRSC', 21: 'CMN Partly', 22: 'Pend F2F',
      25: 'CMN Received', 27: 'CMN Verified', 30: 'PA Pending', 35: 'PA Received', 40: 'Ready For Service', 70: 'Delivery',
      80: 'Billing', 100: 'Completed', [-10]: 'In work', [-100]: 'Delivered',
    };
    for (const [code, name] of Object.entries(names)) expect(statusName(Number(code))).toBe(name);
  });

  it('shows an unknown status as Unknown', () => {
    expect(statusName(42)).toBe('Unknown');
  });

  it('has the supplier "Send to ..." flow exactly', () => {
    expect(SUPPLIER_FLOW).toEqual({ 0: 5, 1: 5, 5: 10, 10: 20, 21: 22, 22: 25, 25: 27, 27: 30, 30: 35, 35: 40, 40: 70 });
    expect(supplierStep(10)).toEqual({ kind: 'button', to: 20, label: 'Send to Pend PRSC' });
    expect(supplierStep(40)).toEqual({ kind: 'button', to: 70, label: 'Send to Delivery' });
  });

  it('Pend PRSC waits for the doctor; Delivery, Billing and Completed have no button', () => {
    expect(supplierStep(20)).toEqual({ kind: 'text', text: 'Waiting for Doctor signature' });
    for (const code of [70, 80, 100]) expect(supplierStep(code)).toBeNull();
    expect(VALIDATION_STEP_TEXT).toBe('To move to the next status all actions need to be fulfilled');
  });

  it('has the doctor actions and no action on virtual statuses', () => {
    expect(DOCTOR_ACTIONS).toEqual({ 1: 'Send to Supplier', 3: 'Send to Initial', 20: 'Sign CMN', 22: 'Sign F2F' });
    expect(DOCTOR_ACTIONS[-10]).toBeUndefined();
    expect(DOCTOR_ACTIONS[-100]).toBeUndefined();
  });

  it('shows supplier-side statuses to the doctor as In work, then Delivered', () => {
    expect(doctorVisibleStatus(1)).toBe(1);
    expect(doctorVisibleStatus(20)).toBe(20);
    expect(doctorVisibleStatus(10)).toBe(-10);
    expect(doctorVisibleStatus(40)).toBe(-10);
    expect(doctorVisibleStatus(100)).toBe(-100);
  });

  it('lists the 16 shipping status keys', () => {
    expect(SHIPPING_STATUS_KEYS).toHaveLength(16);
    expect(SHIPPING_STATUS_KEYS[0]).toBe('warehouse_service');
    expect(SHIPPING_STATUS_KEYS[15]).toBe('paid');
  });
});
