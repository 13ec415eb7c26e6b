import { X12Parser, type X12Interchange } from 'node-x12';
import { describe, expect, it } from 'vitest';
import { generate837P, parse837P, type Claim837 } from '../../src/modules/x12';
import { batch, primaryClaim, sample, secondaryClaim } from './fixtures';

function strict(text: string): X12Interchange {
  return new X12Parser(true).parse(text) as X12Interchange;
}

function segmentsOf(text: string): string[][] {
  return text.trim().split('~\n').map((s) => s.replace(/~$/, '').split('*'));
}

describe('generate837P', () => {
  it('writes a primary DME claim that node-x12 parses strictly and parse837P reads back', () => {
    const text = generate837P(batch([primaryClaim()], 4321));
    const interchange = strict(text);
    const isa = text.slice(0, 106);
    expect(isa).toHaveLength(106);
    expect(isa.split('*').map((e) => e.length)).toEqual([3, 2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 2]);
    expect(isa).toContain('*^*00501*000004321*0*T*:~');
    expect(interchange.functionalGroups[0]!.header.valueOf(6)).toBe('4321');
    expect(interchange.functionalGroups[0]!.header.valueOf(8)).toBe('005010X222A1');
    const tx = interchange.functionalGroups[0]!.transactions[0]!;
    expect(tx.header.valueOf(3)).toBe('005010X222A1');
    expect(Number(tx.trailer.valueOf(1))).toBe(tx.segments.length + 2);

    const segments = segmentsOf(text);
    const find = (tag: string, first?: string) => segments.filter((s) => s[0] === tag && (first === undefined || s[1] === first));
    expect(find('BHT')[0]).toEqual(['BHT', '0019', '00', '4321', '20260304', '1507', 'CH']);
    expect(find('PRV')[0]).toEqual(['PRV', 'BI', 'PXC', '332B00000X']);
    expect(find('NM1', '85')[0]).toEqual(['NM1', '85', '2', 'BUCKEYE DME LLC', '', '', '', '', 'XX', '1234567893']);
    expect(find('REF', 'EI')[0]).toEqual(['REF', 'EI', '311234567']);
    expect(find('SBR')[0]).toEqual(['SBR', 'P', '18', 'GRP77', '', '', '', '', '', 'CI']);
    expect(find('HL').map((s) => s.slice(1))).toEqual([['1', '', '20', '1'], ['2', '1', '22', '0']]);
    expect(find('CLM')[0]).toEqual(['CLM', 'ORD1001-1', '415.50', '', '', '12:B:1', 'Y', 'A', 'Y', 'Y']);
    expect(find('REF', 'G1')[0]).toEqual(['REF', 'G1', 'PA-5544']);
    expect(find('HI')[0]).toEqual(['HI', 'ABK:G4733', 'ABF:E6601', 'ABF:J449']);
    expect(find('NM1', 'DN')[0]).toEqual(['NM1', 'DN', '1', 'WELBY', 'MARCUS', '', '', '', 'XX', '1987654328']);
    expect(find('SV1').map((s) => s.slice(1))).toEqual([
      ['HC:E0601:RR:KX', '250.00', 'UN', '1', '', '', '1'],
      ['HC:A7030:NU', '45.50', 'UN', '1', '', '', '1:2'],
      ['HC:E0562:RR', '120.00', 'UN', '1', '', '', '1:3'],
    ]);
    expect(find('DTP', '472').map((s) => s.slice(2))).toEqual([['RD8', '20260201-20260228'], ['D8', '20260201'], ['D8', '20260201']]);
    expect(find('REF', '6R').map((s) => s[2])).toEqual(['L1', 'L2', 'L3']);

    const parsed = parse837P(text);
    expect(parsed.controlNumber).toBe(4321);
    expect(parsed.segmentCounts).toEqual([{ st: '0001', declared: tx.segments.length + 2, actual: tx.segments.length + 2 }]);
    const [claim] = parsed.claims;
    expect(claim!.totalCents).toBe(41550);
    expect(claim!.lineSumCents).toBe(41550);
    expect(claim!.diagnoses).toEqual(['G4733', 'E6601', 'J449']);
    expect(claim!.lines.map((l) => [l.hcpcs, l.modifiers, l.chargeCents, l.serviceDate])).toEqual([
      ['E0601', ['RR', 'KX'], 25000, '2026-02-01'],
      ['A7030', ['NU'], 4550, '2026-02-01'],
      ['E0562', ['RR'], 12000, '2026-02-01'],
    ]);
    expect(claim!.otherPayerPaidCents).toBeNull();
  });

  it('writes a secondary claim for a dependent with the primary payer adjudication', () => {
    const text = generate837P(batch([secondaryClaim()], 77));
    strict(text);
    const segments = segmentsOf(text);
    const tags = segments.map((s) => s[0]);
    expect(segments.filter((s) => s[0] === 'HL').map((s) => s.slice(1))).toEqual([['1', '', '20', '1'], ['2', '1', '22', '1'], ['3', '2', '23', '0']]);
    expect(segments.find((s) => s[0] === 'SBR')).toEqual(['SBR', 'S', '', '', '', '', '', '', '', 'CI']);
    expect(segments.find((s) => s[0] === 'PAT')).toEqual(['PAT', '19']);
    expect(segments.find((s) => s[0] === 'NM1' && s[1] === 'QC')!.slice(3, 5)).toEqual(['ROE', 'RITA']);
    // 2320 then 2330A then 2330B come after the claim, before the first LX.
    const clm = tags.indexOf('CLM');
    const lx = tags.indexOf('LX');
    const otherSbr = tags.indexOf('SBR', clm);
    expect(otherSbr).toBeGreaterThan(clm);
    expect(otherSbr).toBeLessThan(lx);
    expect(segments.slice(otherSbr, lx).map((s) => s.slice(0, 2).join('*'))).toEqual(['SBR*P', 'AMT*D', 'OI*', 'NM1*IL', 'NM1*PR']);
    expect(segments[otherSbr]).toEqual(['SBR', 'P', '19', '', '', '', '', '', '', 'CI']);
    expect(segments.find((s) => s[0] === 'AMT')).toEqual(['AMT', 'D', '60.00']);
    // 2430 after the line: SVD, CAS by group, DTP*573.
    const svd = tags.indexOf('SVD');
    expect(svd).toBeGreaterThan(lx);
    expect(segments.slice(svd, svd + 4)).toEqual([
      ['SVD', '87726', '60.00', 'HC:E0601:NU', '', '1'],
      ['CAS', 'CO', '45', '20.00'],
      ['CAS', 'PR', '2', '15.00', '', '1', '5.00'],
      ['DTP', '573', 'D8', '20260210'],
    ]);
    const [claim] = parse837P(text).claims;
    expect(claim).toMatchObject({ payerSequence: 'S', totalCents: 10000, lineSumCents: 10000, otherPayerPaidCents: 6000, diagnoses: ['G4733'] });
  });

  it('writes a batch of 50 claims with one HL per subscriber and patient, and counts that match', () => {
    const claims: Claim837[] = Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? { ...secondaryClaim(), patientControlNumber: `SEC-${i}` } : primaryClaim(`PRI-${i}`)));
    const text = generate837P(batch(claims, 999_999_999));
    const interchange = strict(text);
    const tx = interchange.functionalGroups[0]!.transactions[0]!;
    expect(tx.segments.filter((s) => s.tag === 'CLM')).toHaveLength(50);
    expect(tx.segments.filter((s) => s.tag === 'HL')).toHaveLength(1 + 50 + 10);
    const hlIds = tx.segments.filter((s) => s.tag === 'HL').map((s) => Number(s.valueOf(1)));
    expect(hlIds).toEqual(hlIds.map((_, i) => i + 1));
    expect(text).toContain('*00501*999999999*0*T*:~');
    expect(text.trim().endsWith('IEA*1*999999999~')).toBe(true);
    const parsed = parse837P(text);
    expect(parsed.controlNumber).toBe(999_999_999);
    expect(parsed.transactionCount).toBe(1);
    expect(parsed.segmentCounts[0]!.declared).toBe(parsed.segmentCounts[0]!.actual);
    expect(parsed.claims.map((c) => c.patientControlNumber)).toEqual(claims.map((c) => c.patientControlNumber));
    for (const claim of parsed.claims) expect(claim.totalCents).toBe(claim.lineSumCents);
    expect(parsed.claims.filter((c) => c.payerSequence === 'S')).toHaveLength(10);
  });

  it('throws clear errors, without patient data, on invalid input', () => {
    const attempt = (change: (claim: Claim837) => void) => {
      const claim = primaryClaim();
      change(claim);
      return () => generate837P(batch([claim]));
    };
    expect(attempt((c) => (c.diagnoses = []))).toThrow('claim #1: needs at least one diagnosis');
    expect(attempt((c) => (c.diagnoses = Array.from({ length: 13 }, () => 'G47.33')))).toThrow('claim #1: has more than 12 diagnoses');
    expect(attempt((c) => (c.lines[1]!.diagnosisPointers = [1, 4]))).toThrow("claim #1 line 2: diagnosis pointer 4 is outside the claim's 3 diagnoses");
    expect(attempt((c) => (c.lines[0]!.chargeCents = 100.5))).toThrow('claim #1 line 1 charge: amount must be an integer number of cents');
    expect(attempt((c) => (c.lines[0]!.modifiers = ['RR', 'KX', 'NU', 'GA', 'GY']))).toThrow('at most 4 modifiers');
    expect(attempt((c) => (c.subscriber.dob = '1950-02-30'))).toThrow('subscriber date of birth must be a valid YYYY-MM-DD date');
    expect(attempt((c) => (c.referring.npi = '1234567890'))).toThrow('NPI must be 10 digits with a valid check digit');
    expect(attempt((c) => (c.frequency = '7'))).toThrow('original claim number');
    expect(attempt((c) => (c.patientControlNumber = 'X'.repeat(21)))).toThrow('patient control number: must be 1 to 20 characters');
    const unbalanced = secondaryClaim();
    unbalanced.otherPayers![0]!.lines[0]!.paidCents = 5999;
    expect(() => generate837P(batch([unbalanced]))).toThrow('does not balance');
    // The messages name fields, never the patient's values.
    try {
      generate837P(batch([{ ...primaryClaim(), diagnoses: [] }]));
    } catch (error) {
      expect(String(error)).not.toMatch(/DOE|JANE|W123456789|1950/i);
    }
  });

  it('keeps free text from breaking the segments', () => {
    const claim = primaryClaim();
    claim.subscriber.lastName = "O'Brien*Smith~Jr";
    const text = generate837P(batch([claim]));
    strict(text);
    expect(text).toContain("NM1*IL*1*O'BRIEN SMITH JR*JANE*Q***MI*W123456789~");
  });
});

describe('parse837P on the sample files', () => {
  it.each([
    ['837p_example2.837', 1, '26462967', 10000, ['0340', 'V7389']],
    ['837p_example6.837', 1, '125WILL', 14550, ['7215']],
    ['837p_cob_example3a.837', 1, '26407789', 7904, ['4779', '2724', '2780', '53081']],
    ['837p_auto_accident.837', 1, '900000032', 18500, ['8540']],
    ['837p_complex_all_loops.837', 6, 'A37YH556', 50000, ['5559']],
  ])('%s', (file, claimCount, pcn, total, diagnoses) => {
    const parsed = parse837P(sample(file));
    expect(parsed.claims).toHaveLength(claimCount);
    expect(parsed.claims[0]).toMatchObject({ patientControlNumber: pcn, totalCents: total, diagnoses });
  });

  it('reads the example claims line by line, including the ">" component spelling of example 6', () => {
    const example2 = parse837P(sample('837p_example2.837'));
    expect(example2.controlNumber).toBe(907);
    expect(example2.segmentCounts).toEqual([{ st: '0021', declared: 41, actual: 41 }]);
    expect(example2.claims[0]!.lines.map((l) => [l.hcpcs, l.chargeCents, l.serviceDate])).toEqual([
      ['99213', 4000, '2006-10-03'],
      ['87072', 1500, '2006-10-03'],
      ['99214', 3500, '2006-10-10'],
      ['86663', 1000, '2006-10-10'],
    ]);
    expect(parse837P(sample('837p_example6.837')).claims[0]!.lines[0]).toMatchObject({ hcpcs: '98940', chargeCents: 14550, units: 1 });
  });

  it('reads all 820 claims of the many-claims file and reports its wrong SE01', () => {
    const parsed = parse837P(sample('837p_many_claims.837'));
    expect(parsed.claims).toHaveLength(820);
    expect(parsed.controlNumber).toBe(905);
    expect(parsed.segmentCounts).toEqual([{ st: '987654', declared: 25, actual: 11486 }]);
    expect(parsed.claims[1]).toMatchObject({ patientControlNumber: 'A37YH667', totalCents: 50000, lineSumCents: 1225 });
    expect(parsed.claims[1]!.lines[0]).toMatchObject({ hcpcs: '478331', modifiers: ['25'], serviceDate: '2005-03-22' });
  });
});
