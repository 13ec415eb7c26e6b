import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_CODES,
  PATIENT_STATUS_WORDS,
  patientDeliveryWords,
  patientStatusLabel,
  patientStatusWords,
  SHIPPING_STATUS_KEYS,
} from '../src';

describe("the order's history in a patient's words", () => {
  it('names every order status, in words without the staff jargon', () => {
    for (const code of ORDER_STATUS_CODES) {
      expect(PATIENT_STATUS_WORDS[code], `status ${code}`).toBeTruthy();
      expect(PATIENT_STATUS_WORDS[code]).not.toMatch(/\b(PRSC|CMN|F2F|PA|HIPAA|Intake)\b/);
    }
  });

  it('the creation row names the prescriber; later rows say what the status means', () => {
    expect(patientStatusWords(1, null, 'Dr. Olivia Bennett')).toBe('Ordered by Dr. Olivia Bennett');
    expect(patientStatusWords(1, null, null)).toBe('Order placed');
    expect(patientStatusWords(20, 10, 'Dr. X')).toMatch(/^Insurance checked/);
    expect(patientStatusWords(35, 30, null)).toBe('Approved by your insurance');
    expect(patientStatusWords(70, 40, null)).toBe('Scheduled for delivery');
    expect(patientStatusWords(80, 70, null)).toBe('Delivered');
  });

  it('labels each status and each shipping status for a badge', () => {
    expect(patientStatusLabel(3)).toBe('Needs your consent');
    expect(patientStatusLabel(10)).toBe('In progress');
    expect(patientStatusLabel(70)).toBe('Delivery scheduled');
    expect(patientStatusLabel(80)).toBe('Delivered');
    for (const key of SHIPPING_STATUS_KEYS) expect(patientDeliveryWords(key)).toBeTruthy();
    expect(patientDeliveryWords('in_delivery')).toBe('On the way');
  });
});
