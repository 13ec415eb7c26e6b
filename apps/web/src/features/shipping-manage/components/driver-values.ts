import { DRIVER_SKILLS, type DriverConfigBody, type DriverProfile, type DriverSkill } from '@dme/contract';

/** The driver form's fields, as typed (numbers may be empty while editing). */
export type DriverValues = {
  active: boolean;
  shift_start: string;
  shift_end: string;
  break_start: string;
  break_minutes: number | '';
  capacity_count: number | '';
  capacity_volume: number | '';
  vehicle: string;
  home_warehouse_id: number | null;
  skills: DriverSkill[];
};

export function driverValuesOf(d: DriverProfile): DriverValues {
  return {
    active: d.active,
    shift_start: d.shift_start.slice(0, 5),
    shift_end: d.shift_end.slice(0, 5),
    break_start: d.break_start?.slice(0, 5) ?? '',
    break_minutes: d.break_minutes,
    capacity_count: d.capacity_count,
    capacity_volume: d.capacity_volume ?? '',
    vehicle: d.vehicle,
    home_warehouse_id: d.home_warehouse?.id ?? null,
    skills: d.skills,
  };
}

/**
 * The PUT body: every field, so the saved driver is what the form shows. An empty break or volume is null (none);
 * an empty count stays NaN so the contract's check names it. Skills keep the contract's order.
 */
export function driverBody(v: DriverValues): DriverConfigBody {
  return {
    active: v.active,
    shift_start: v.shift_start.trim(),
    shift_end: v.shift_end.trim(),
    break_start: v.break_start.trim() === '' ? null : v.break_start.trim(),
    break_minutes: v.break_minutes === '' ? 0 : v.break_minutes,
    capacity_count: v.capacity_count === '' ? Number.NaN : v.capacity_count,
    capacity_volume: v.capacity_volume === '' ? null : v.capacity_volume,
    vehicle: v.vehicle.trim(),
    home_warehouse_id: v.home_warehouse_id,
    skills: DRIVER_SKILLS.filter((s) => v.skills.includes(s)),
  };
}
