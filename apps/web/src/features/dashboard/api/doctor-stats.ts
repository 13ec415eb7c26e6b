import { queryOptions } from '@tanstack/react-query';
import { getDoctorDashboardStats } from '@dme/contract';
import { call } from '../../../lib/http';
import { dashboardKeys } from './keys';

/** `GET doctor/dashboard/stats`: the practice's orders counted per doctor-visible status. */
export const doctorStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.doctorStats(),
    queryFn: async ({ signal }) => (await call(getDoctorDashboardStats, { signal })).data,
    staleTime: 0,
  });
