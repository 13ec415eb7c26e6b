/** Query keys of the directory feature (the supplier's doctors, the practice's suppliers). */
export const directoryKeys = {
  all: ['directory'] as const,
  doctorLists: () => [...directoryKeys.all, 'doctors', 'list'] as const,
  doctorList: (query: object) => [...directoryKeys.doctorLists(), query] as const,
  /** The doctor and everything under it (agents, offices). */
  doctor: (doctorId: number) => [...directoryKeys.all, 'doctors', doctorId] as const,
  doctorProfile: (doctorId: number) => [...directoryKeys.doctor(doctorId), 'profile'] as const,
  doctorAgents: (doctorId: number) => [...directoryKeys.doctor(doctorId), 'agents'] as const,
  doctorLocations: (doctorId: number) => [...directoryKeys.doctor(doctorId), 'locations'] as const,
  doctorLocation: (doctorId: number, locationId: number) => [...directoryKeys.doctorLocations(doctorId), locationId] as const,
  supplierLists: () => [...directoryKeys.all, 'suppliers', 'list'] as const,
  supplierList: (query: object) => [...directoryKeys.supplierLists(), query] as const,
  supplier: (supplierId: number) => [...directoryKeys.all, 'suppliers', supplierId] as const,
  supplierDetail: (supplierId: number) => [...directoryKeys.supplier(supplierId), 'detail'] as const,
  supplierSettings: (supplierId: number) => [...directoryKeys.supplier(supplierId), 'settings'] as const,
};
