// Code texts shown to billers: the CARC/RARC codes a DME supplier meets most, the 835 claim statuses, the 271
// AAA reject reasons and follow-ups, 271 EB01 labels, and 999 error codes. Texts follow X12 / WPC wording,
// cut to their first sentence where the official text runs long.

const CARC: Record<string, string> = {
  '1': 'Deductible Amount',
  '2': 'Coinsurance Amount',
  '3': 'Co-payment Amount',
  '4': 'The procedure code is inconsistent with the modifier used.',
  '5': 'The procedure code/type of bill is inconsistent with the place of service.',
  '6': 'The procedure/revenue code is inconsistent with the patient\'s age.',
  '11': 'The diagnosis is inconsistent with the procedure.',
  '16': 'Claim/service lacks information or has submission/billing error(s).',
  '18': 'Exact duplicate claim/service.',
  '22': 'This care may be covered by another payer per coordination of benefits.',
  '23': 'The impact of prior payer(s) adjudication including payments and/or adjustments.',
  '24': 'Charges are covered under a capitation agreement/managed care plan.',
  '26': 'Expenses incurred prior to coverage.',
  '27': 'Expenses incurred after coverage terminated.',
  '29': 'The time limit for filing has expired.',
  '31': 'Patient cannot be identified as our insured.',
  '35': 'Lifetime benefit maximum has been reached.',
  '45': 'Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement.',
  '50': "These are non-covered services because this is not deemed a 'medical necessity' by the payer.",
  '96': 'Non-covered charge(s).',
  '97': 'The benefit for this service is included in the payment/allowance for another service/procedure that has already been adjudicated.',
  '109': 'Claim/service not covered by this payer/contractor.',
  '119': 'Benefit maximum for this time period or occurrence has been reached.',
  '150': "Payer deems the information submitted does not support this level of service.",
  '151': 'Payment adjusted because the payer deems the information submitted does not support this many/frequency of services.',
  '167': 'This (these) diagnosis(es) is (are) not covered.',
  '197': 'Precertification/authorization/notification/pre-treatment absent.',
  '198': 'Precertification/notification/authorization/pre-treatment exceeded.',
  '204': "This service/equipment/drug is not covered under the patient's current benefit plan.",
  '242': 'Services not provided by network/primary care providers.',
  '252': 'An attachment/other documentation is required to adjudicate this claim/service.',
  '253': 'Sequestration - reduction in federal payment.',
  '272': 'Coverage/program guidelines were not met.',
};

const RARC: Record<string, string> = {
  M3: 'Equipment is the same or similar to equipment already being used.',
  M20: 'Missing/incomplete/invalid HCPCS.',
  M51: 'Missing/incomplete/invalid procedure code(s).',
  M60: "Missing Certificate of Medical Necessity.",
  M124: 'Missing indication of whether the patient owns the equipment that requires the part or supply.',
  MA01: 'Alert: If you do not agree with what we approved for these services, you may appeal our decision.',
  MA18: "Alert: The claim information is also being forwarded to the patient's supplemental insurer.",
  MA130: 'Your claim contains incomplete and/or invalid information, and no appeal rights are afforded because the claim is unprocessable.',
  N56: 'Procedure code billed is not correct/valid for the services billed or the date of service billed.',
  N115: 'This decision was based on a Local Coverage Determination (LCD).',
  N130: 'Consult plan benefit documents/guidelines for information about restrictions for this service.',
  N180: 'This item or service does not meet the criteria for the category under which it was billed.',
  N211: 'Alert: You may not appeal this decision.',
  N290: 'Missing/incomplete/invalid rendering provider primary identifier.',
  N362: 'The number of Days or Units of Service exceeds our acceptable maximum.',
  N386: 'This decision was based on a National Coverage Determination (NCD).',
};

/** The CARC codes with a text of their own (the claims list renders their texts in SQL: billing/claim-json.ts). */
export const CARC_CODES: readonly string[] = Object.keys(CARC);

export function carcText(code: string): string {
  return CARC[code] ?? `Code ${code}`;
}

export function rarcText(code: string): string {
  return RARC[code] ?? `Code ${code}`;
}

const CLAIM_STATUS: Record<string, string> = {
  '1': 'Processed as Primary',
  '2': 'Processed as Secondary',
  '3': 'Processed as Tertiary',
  '4': 'Denied',
  '19': 'Processed as Primary, Forwarded to Additional Payer(s)',
  '20': 'Processed as Secondary, Forwarded to Additional Payer(s)',
  '21': 'Processed as Tertiary, Forwarded to Additional Payer(s)',
  '22': 'Reversal of Previous Payment',
  '23': 'Not Our Claim, Forwarded to Additional Payer(s)',
  '25': 'Predetermination Pricing Only - No Payment',
};

/** CLP02 text. */
export function claimStatusText(code: string): string {
  return CLAIM_STATUS[code] ?? `Code ${code}`;
}

const AAA_REASON: Record<string, string> = {
  '15': 'Required application data missing',
  '41': 'Authorization/Access Restrictions',
  '42': 'Unable to Respond at Current Time',
  '43': 'Invalid/Missing Provider Identification',
  '44': 'Invalid/Missing Provider Name',
  '45': 'Invalid/Missing Provider Specialty',
  '46': 'Invalid/Missing Provider Phone Number',
  '47': 'Invalid/Missing Provider State',
  '48': 'Invalid/Missing Referring Provider Identification Number',
  '49': 'Provider is Not Primary Care Physician',
  '50': 'Provider Ineligible for Inquiries',
  '51': 'Provider Not on File',
  '52': 'Service Dates Not Within Provider Plan Enrollment',
  '53': 'Inquired Benefit Inconsistent with Provider Type',
  '54': 'Inappropriate Product/Service ID Qualifier',
  '55': 'Inappropriate Product/Service ID',
  '56': 'Inappropriate Date',
  '57': 'Invalid/Missing Date(s) of Service',
  '58': 'Invalid/Missing Date-of-Birth',
  '60': 'Date of Birth Follows Date(s) of Service',
  '61': 'Date of Death Precedes Date(s) of Service',
  '62': 'Date of Service Not Within Allowable Inquiry Period',
  '63': 'Date of Service in Future',
  '64': 'Invalid/Missing Patient ID',
  '65': 'Invalid/Missing Patient Name',
  '66': 'Invalid/Missing Patient Gender Code',
  '67': 'Patient Not Found',
  '68': 'Duplicate Patient ID Number',
  '69': "Inconsistent with Patient's Age",
  '70': "Inconsistent with Patient's Gender",
  '71': 'Patient Birth Date Does Not Match That for the Patient on the Database',
  '72': 'Invalid/Missing Subscriber/Insured ID',
  '73': 'Invalid/Missing Subscriber/Insured Name',
  '74': 'Invalid/Missing Subscriber/Insured Gender Code',
  '75': 'Subscriber/Insured Not Found',
  '76': 'Duplicate Subscriber/Insured ID Number',
  '77': 'Subscriber Found, Patient Not Found',
  '78': 'Subscriber/Insured Not in Group/Plan Identified',
  '79': 'Invalid Participant Identification',
  '80': 'No Response received - Transaction Terminated',
  '97': 'Invalid or Missing Provider Address',
  T4: 'Payer Name or Identifier Missing',
};

const AAA_FOLLOW_UP: Record<string, string> = {
  C: 'Please Correct and Resubmit',
  N: 'Resubmission Not Allowed',
  P: 'Please Resubmit Original Transaction',
  R: 'Resubmission Allowed',
  S: 'Do Not Resubmit; Inquiry Initiated to a Third Party',
  W: 'Please Wait 30 Days and Resubmit',
  X: 'Please Wait 10 Days and Resubmit',
  Y: 'Do Not Resubmit; We Will Hold Your Request and Respond Again Shortly',
};

export function aaaReasonText(code: string): string {
  return AAA_REASON[code] ?? `Code ${code}`;
}

export function aaaFollowUpText(code: string): string | null {
  return code ? (AAA_FOLLOW_UP[code] ?? `Code ${code}`) : null;
}

const EB_CODES: Record<string, string> = {
  '1': 'Active Coverage',
  '2': 'Active - Full Risk Capitation',
  '3': 'Active - Services Capitated',
  '4': 'Active - Services Capitated to Primary Care Physician',
  '5': 'Active - Pending Investigation',
  '6': 'Inactive',
  '7': 'Inactive - Pending Eligibility Update',
  '8': 'Inactive - Pending Investigation',
  A: 'Co-Insurance',
  B: 'Co-Payment',
  C: 'Deductible',
  CB: 'Coverage Basis',
  D: 'Benefit Description',
  E: 'Exclusions',
  F: 'Limitations',
  G: 'Out of Pocket (Stop Loss)',
  H: 'Unlimited',
  I: 'Non-Covered',
  J: 'Cost Containment',
  K: 'Reserve',
  L: 'Primary Care Provider',
  M: 'Pre-existing Condition',
  MC: 'Managed Care Coordinator',
  N: 'Services Restricted to Following Provider',
  O: 'Not Deemed a Medical Necessity',
  P: 'Benefit Disclaimer',
  Q: 'Second Surgical Opinion Required',
  R: 'Other or Additional Payor',
  S: 'Prior Year(s) History',
  T: 'Card(s) Reported Lost/Stolen',
  U: 'Contact Following Entity for Eligibility or Benefit Information',
  V: 'Cannot Process',
  W: 'Other Source of Data',
  X: 'Health Care Facility',
  Y: 'Spend Down',
};

export function benefitLabel(code: string): string {
  return EB_CODES[code] ?? `Code ${code}`;
}

const IK3_SEGMENT_ERRORS: Record<string, string> = {
  '1': 'Unrecognized segment ID',
  '2': 'Unexpected segment',
  '3': 'Required Segment Missing',
  '4': 'Loop Occurs Over Maximum Times',
  '5': 'Segment Exceeds Maximum Use',
  '6': 'Segment Not in Defined Transaction Set',
  '7': 'Segment Not in Proper Sequence',
  '8': 'Segment Has Data Element Errors',
  I4: 'Implementation "Not Used" Segment Present',
  I6: 'Implementation Dependent Segment Missing',
  I7: 'Implementation Loop Occurs Under Minimum Times',
  I8: 'Implementation Segment Below Minimum Use',
  I9: 'Implementation Dependent "Not Used" Segment Present',
};

const IK4_ELEMENT_ERRORS: Record<string, string> = {
  '1': 'Required Data Element Missing',
  '2': 'Conditional Required Data Element Missing',
  '3': 'Too Many Data Elements',
  '4': 'Data Element Too Short',
  '5': 'Data Element Too Long',
  '6': 'Invalid Character In Data Element',
  '7': 'Invalid Code Value',
  '8': 'Invalid Date',
  '9': 'Invalid Time',
  '10': 'Exclusion Condition Violated',
  '12': 'Too Many Repetitions',
  '13': 'Too Many Components',
  I6: 'Code Value Not Used in Implementation',
  I9: 'Implementation Dependent Data Element Missing',
  I10: 'Implementation "Not Used" Data Element Present',
  I11: 'Implementation Too Few Repetitions',
  I12: 'Implementation Pattern Match Failure',
  I13: 'Implementation Dependent "Not Used" Data Element Present',
};

export function segmentErrorText(code: string): string {
  return IK3_SEGMENT_ERRORS[code] ?? `Code ${code}`;
}

export function elementErrorText(code: string): string {
  return IK4_ELEMENT_ERRORS[code] ?? `Code ${code}`;
}

const STATUS_CATEGORY: Record<string, string> = {
  A0: 'Acknowledgement/Forwarded',
  A1: 'Acknowledgement/Receipt',
  A2: 'Acknowledgement/Acceptance into adjudication system',
  A3: 'Acknowledgement/Returned as unprocessable claim',
  A4: 'Acknowledgement/Not Found',
  A5: 'Acknowledgement/Split Claim',
  A6: 'Acknowledgement/Rejected for Missing Information',
  A7: 'Acknowledgement/Rejected for Invalid Information',
  A8: 'Acknowledgement/Rejected for relational field in error',
  P3: 'Pending/Requested Information',
  E0: 'Response not possible - error on submitted request data',
};

const CLAIM_STATUS_CODES: Record<string, string> = {
  '19': 'Entity acknowledges receipt of claim/encounter.',
  '20': 'Accepted for processing.',
  '21': 'Missing or invalid information.',
  '33': 'Subscriber and subscriber id not found.',
  '35': 'Claim/encounter not found.',
  '54': 'Duplicate of a previously processed claim/line.',
  '164': 'Entity\'s contract/member number.',
  '562': "Entity's National Provider Identifier (NPI).",
};

/** 277 STC01-1 and STC01-2 in words. */
export function claimStatusMessage(category: string, code: string): string {
  const categoryText = STATUS_CATEGORY[category] ?? `Category ${category}`;
  return code ? `${categoryText}: ${CLAIM_STATUS_CODES[code] ?? `Code ${code}`}` : categoryText;
}
