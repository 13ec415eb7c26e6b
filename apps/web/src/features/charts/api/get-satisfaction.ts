import { queryOptions } from '@tanstack/react-query';
import { vendorCharts } from '@dme/contract';
import { call } from '../../../lib/http';
import { chartsKeys } from './keys';

/** `GET vendor/charts/satisfaction/{id}`: one survey with its answers, comment and signature. */
export const surveyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chartsKeys.survey(id),
    queryFn: async ({ signal }) => (await call(vendorCharts.satisfactionShow, { params: { id }, signal, skipErrorAlert: true })).data,
  });
