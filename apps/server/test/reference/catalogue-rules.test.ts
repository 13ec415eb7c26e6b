import { describe, expect, it } from 'vitest';
import { placeCode } from '../../src/modules/catalog/rules/category-tree';
import { policyOf } from '../../src/modules/catalog/rules/item-policy';
import { itemName } from '../../src/modules/catalog/rules/tidy-name';

describe('catalogue placement', () => {
  it.each([
    ['E0601', 'respiratory-sleep', 'sleep-therapy'],
    ['A7030', 'respiratory-sleep', 'pap-supplies'],
    ['E1390', 'respiratory-sleep', 'oxygen'],
    ['E0431', 'respiratory-sleep', 'oxygen'],
    ['K0001', 'mobility', 'manual-wheelchairs'],
    ['K0823', 'mobility', 'power-wheelchairs'],
    ['E1230', 'mobility', 'scooters'],
    ['E0260', 'beds-support-surfaces', 'hospital-beds'],
    ['E0277', 'beds-support-surfaces', 'support-surfaces'],
    ['E0240', 'bathroom-safety', 'bath-shower'],
    ['E0165', 'bathroom-safety', 'toilet-aids'],
    ['A4253', 'diabetic-supplies', 'testing-supplies'],
    ['E0607', 'diabetic-supplies', 'glucose-monitors'],
    ['A4259', 'diabetic-supplies', 'testing-supplies'],
    ['A6212', 'wound-care', 'dressings'],
    ['L0631', 'orthotics-prosthetics', 'spinal-orthoses'],
    ['L5301', 'orthotics-prosthetics', 'prosthetics'],
    ['A6413', 'otc', 'first-aid'],
  ])('%s goes under %s / %s', (code, category, subcategory) => {
    expect(placeCode(code, '')).toEqual({ category, subcategory });
  });

  it('a code no range holds falls back to keywords, then to miscellaneous', () => {
    expect(placeCode('E9998', 'Some wheelchair part')).toEqual({ category: 'mobility', subcategory: 'wheelchair-accessories' });
    expect(placeCode('E9998', 'Something new')).toEqual({ category: 'other', subcategory: 'miscellaneous' });
  });
});

describe('item policy defaults', () => {
  it('CPAP is a capped rental that needs a face-to-face visit, billed RR and KX', () => {
    expect(policyOf('E0601')).toMatchObject({
      rental_or_purchase: 'rental',
      requires_f2f: true,
      requires_prior_auth: false,
      modifiers: ['RR', 'KX'],
      max_units: 1,
    });
  });

  it('a power wheelchair needs prior authorisation and a face-to-face visit', () => {
    expect(policyOf('K0823')).toMatchObject({ rental_or_purchase: 'rental', requires_prior_auth: true, requires_f2f: true });
  });

  it('an oxygen concentrator needs the CMS-484 CMN', () => {
    expect(policyOf('E1390')).toMatchObject({ rental_or_purchase: 'rental', requires_cmn: true, cmn_form: 'CMS-484', modifiers: ['RR'] });
  });

  it('PAP supplies follow the replacement schedule', () => {
    expect(policyOf('A7030')).toMatchObject({ rental_or_purchase: 'purchase', refill_months: 3, max_units: 1 });
    expect(policyOf('A7038')).toMatchObject({ refill_months: 1, max_units: 2 });
    expect(policyOf('A7035')).toMatchObject({ refill_months: 6 });
  });

  it('purchased equipment carries NU; supplies carry neither NU nor RR', () => {
    expect(policyOf('E0607').modifiers).toEqual(['NU']);
    expect(policyOf('A6212').modifiers).toEqual([]);
    expect(policyOf('A6212').max_units).toBeNull();
  });

  it('canes and bath chairs are over the counter; a CPAP is not', () => {
    expect(policyOf('E0100').is_otc).toBe(true);
    expect(policyOf('E0240').is_otc).toBe(true);
    expect(policyOf('E0601').is_otc).toBe(false);
  });
});

describe('item names', () => {
  it('restores acronyms and keeps the leading clauses', () => {
    expect(itemName('Continuous positive airway pressure (cpap) device')).toBe('Continuous positive airway pressure (CPAP) device');
    expect(itemName('Hospital bed, semi-electric (head and foot adjustment), with any type side rails, with mattress')).toBe(
      'Hospital bed, semi-electric, with any type side rails, with mattress',
    );
    expect(itemName('Portable gaseous oxygen system, rental; includes portable container, regulator, flowmeter')).toBe(
      'Portable gaseous oxygen system, rental',
    );
  });

  it('cuts an over-long first clause at a word with an ellipsis', () => {
    const name = itemName(`${'word '.repeat(30)}end`);
    expect(name.length).toBeLessThanOrEqual(81);
    expect(name.endsWith('…')).toBe(true);
  });
});
