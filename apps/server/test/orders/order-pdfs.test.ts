import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Order } from '@dme/contract';
import { renderAob } from '../../src/modules/orders/aob.service';
import { renderPaCover } from '../../src/modules/orders/pa-cover';
import { pdfText } from '../support/pdf-text';

/** An order as the two forms read it: the fields they print, many lines of items. */
const order = (items: number) =>
  ({
    id: 4711,
    status_name: 'PA Pending',
    patient: { id: 1, full_name: 'Rosa Ellison', dob: '1948-02-11' },
    insurance: { payer_name: 'Medicare Part B', member_id: '1EG4TE5MK73', type: 'primary' },
    commons: Array.from({ length: items }, (_, i) => ({ hcpcs: 'A7030', quantity: i + 1, name: `Full face mask, line ${i + 1}`, rental_or_purchase: 'purchase', archived_at: null })),
    diagnoses: [{ position: 1, code_dotted: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)' }],
    doctor_location: { id: 1, name: 'Downtown Office' },
    rx_date: '2026-03-01',
    prior_number: '1234567812345678',
    pa_expires_on: '2026-09-01',
    full_shipping_address: '12 Oak St, Columbus, OH 43215',
  }) as unknown as Order;

const NOW = new Date('2026-03-10T15:00:00Z');

describe('the assignment of benefits', () => {
  it('names the supplier, order, day, patient, payer and every item, and breaks onto further pages', async () => {
    const pdf = Buffer.from(await renderAob(order(90), 'Sunrise Medical Supply', 'America/New_York', NOW));
    const text = pdfText(pdf);
    expect(text).toContain('Supplier: Sunrise Medical Supply    Order: #4711    Date: 03/10/2026');
    expect(text).toContain('Patient: Rosa Ellison    Date of birth: 02/11/1948');
    expect(text).toContain('Insurance: Medicare Part B    Member ID: 1EG4TE5MK73');
    expect(text).toContain('A7030  x1  Full face mask, line 1 (purchase)');
    expect(text).toContain('A7030  x90  Full face mask, line 90 (purchase)');
    expect(text).toContain('Signature of patient or authorized representative');
    expect(text).toContain('Date');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    expect(text.split('\n').filter((l) => l === 'Assignment of benefits, order #4711, Sunrise Medical Supply')).toHaveLength(3);
  });
});

describe('the prior-authorisation cover sheet', () => {
  it('names who asks, for whom and for what, and carries long item lists over pages', async () => {
    const pdf = Buffer.from(await renderPaCover(order(60), { name: 'Sunrise Medical Supply' }, { name: 'Dr. Olivia Bennett', npi: '1234567893' }, 'America/New_York', NOW));
    const text = pdfText(pdf);
    expect(text).toContain('Order: #4711    Date: 03/10/2026    Status: PA Pending');
    expect(text).toContain('Dr. Olivia Bennett    NPI: 1234567893');
    expect(text).toContain('1. G47.33  Obstructive sleep apnea (adult) (pediatric)');
    expect(text).toContain('Prior authorization number: 1234-5678-1234-5678    Valid through: 09/01/2026');
    expect(text).toContain('A7030  x60  Full face mask, line 60 (purchase)');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
  });
});
