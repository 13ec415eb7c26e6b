import type { CompanyDocumentsQuery, VendorInsurancesQuery } from '@dme/contract';

/** Query keys of the company feature (departments, documents, payers); invalidate through these only. */
export const companyKeys = {
  all: ['company'] as const,
  departments: () => [...companyKeys.all, 'departments'] as const,
  documentLists: () => [...companyKeys.all, 'documents'] as const,
  documents: (query: Partial<CompanyDocumentsQuery>) => [...companyKeys.documentLists(), query] as const,
  insuranceLists: () => [...companyKeys.all, 'insurances'] as const,
  insurances: (query: Partial<VendorInsurancesQuery>) => [...companyKeys.insuranceLists(), query] as const,
  payers: (search: string) => [...companyKeys.all, 'payers', search] as const,
};
