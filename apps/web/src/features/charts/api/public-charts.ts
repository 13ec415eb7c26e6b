import { queryOptions, useMutation } from '@tanstack/react-query';
import { publicCharts, publicHipaa, type AnswerSatisfactionBody, type SignChartBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { readServerError } from '../../../lib/http-error';
import { chartsKeys } from './keys';

// The public pages explain 404, 410 and 422 themselves: silent for the error catalogue, never retried on those.
const retry = (failures: number, error: unknown) => failures < 1 && (readServerError(error).status ?? 500) >= 500;

/** `GET /api/sign/satisfaction/{hash}`: the survey behind a link. */
export const publicSurveyQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: chartsKeys.publicSurvey(hash),
    queryFn: async ({ signal }) => (await call(publicCharts.satisfaction, { params: { hash }, signal, skipErrorAlert: true })).data,
    retry,
    staleTime: 0,
    gcTime: 0,
  });

/** `POST` the same path: the answers and the signature; the link is then used up. */
export const useAnswerSurvey = (hash: string) =>
  useMutation({ mutationFn: (body: AnswerSatisfactionBody) => call(publicCharts.answerSatisfaction, { params: { hash }, body, skipErrorAlert: true }) });

/** `GET /api/sign/measurement-chart/{hash}`: the measurements to confirm. */
export const publicChartQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: chartsKeys.publicChart(hash),
    queryFn: async ({ signal }) => (await call(publicCharts.measurement, { params: { hash }, signal, skipErrorAlert: true })).data,
    retry,
    staleTime: 0,
    gcTime: 0,
  });

/** `POST` the same path: the patient's signature; the chart becomes a PDF in the order's documents. */
export const useSignPublicChart = (hash: string) =>
  useMutation({ mutationFn: (body: SignChartBody) => call(publicCharts.signMeasurement, { params: { hash }, body, skipErrorAlert: true }) });

/** `GET /api/sign/hipaa/{hash}`: the practice's HIPAA consent behind a link. */
export const publicConsentQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: chartsKeys.publicConsent(hash),
    queryFn: async ({ signal }) => (await call(publicHipaa.show, { params: { hash }, signal, skipErrorAlert: true })).data,
    retry,
    staleTime: 0,
    gcTime: 0,
  });

/** `POST` the same path: the patient signs the consent. */
export const useSignConsent = (hash: string) =>
  useMutation({ mutationFn: (body: SignChartBody) => call(publicHipaa.sign, { params: { hash }, body, skipErrorAlert: true }) });
