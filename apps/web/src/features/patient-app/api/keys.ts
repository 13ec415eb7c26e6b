/** Query keys of the patient app; a write refreshes what it changed through these. */
export const patientAppKeys = {
  all: ['patient-app'] as const,
  dashboard: () => [...patientAppKeys.all, 'dashboard'] as const,
  profile: () => [...patientAppKeys.all, 'profile'] as const,
  insurances: () => [...patientAppKeys.all, 'insurances'] as const,
  insurance: (id: number) => [...patientAppKeys.insurances(), id] as const,
  doctors: () => [...patientAppKeys.all, 'doctors'] as const,
  orders: () => [...patientAppKeys.all, 'orders'] as const,
  orderList: (page: number) => [...patientAppKeys.orders(), 'list', page] as const,
  order: (id: number) => [...patientAppKeys.orders(), 'one', id] as const,
  payers: (search: string) => [...patientAppKeys.all, 'payers', search] as const,
  /** Supplier side: insurances to check. */
  toCheck: (page: number, rowsPerPage: number) => [...patientAppKeys.all, 'to-check', page, rowsPerPage] as const,
};
