import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentReport } from '@dme/contract';
import { call } from '../../../lib/http';
import { reportsKeys, type AgentLinesQuery } from './keys';

/** `GET vendor/reports/agents/{id}`: one agent's paid, pending or other orders of the period. */
export const agentReportQueryOptions = (id: number, query: AgentLinesQuery) =>
  queryOptions({
    queryKey: reportsKeys.agent(id, query),
    queryFn: ({ signal }) => call(agentReport, { params: { id }, query, signal, skipErrorAlert: true }),
    placeholderData: keepPreviousData,
  });
