import type { CreateWarehouseBody, Warehouse } from '@dme/contract';

/** What the warehouse form holds; the ZIP as typed (the zip mask is its 5 digits). */
export type WarehouseValues = {
  name: string;
  location_id: number | null;
  /** A consignment warehouse: an office of a practice the company works with. */
  doctor_location_id: number | null;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  active: boolean;
};

/** Form values of a saved warehouse, or of a new one (active, of the company as a whole). */
export function warehouseValuesOf(warehouse?: Warehouse): WarehouseValues {
  return {
    name: warehouse?.name ?? '',
    location_id: warehouse?.location?.id ?? null,
    doctor_location_id: warehouse?.doctor_office?.id ?? null,
    address_1: warehouse?.address_1 ?? '',
    address_2: warehouse?.address_2 ?? '',
    city: warehouse?.city ?? '',
    state: warehouse?.state ?? '',
    zip: warehouse?.zip ?? '',
    active: warehouse?.active ?? true,
  };
}

/** The request: every field, trimmed (an update sends them all too, so a cleared field is cleared). */
export function warehouseBody(values: WarehouseValues): CreateWarehouseBody {
  return {
    name: values.name.trim(),
    location_id: values.location_id,
    doctor_location_id: values.doctor_location_id,
    address_1: values.address_1.trim(),
    address_2: values.address_2.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip,
    active: values.active,
  };
}
