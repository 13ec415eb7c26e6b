import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listSupplierDocuments, type CompanyDocumentsQuery } from '@dme/contract';
import { call } from '../../../lib/http';
import { companyKeys } from './keys';

export type DocumentsListQuery = Pick<Partial<CompanyDocumentsQuery>, 'page' | 'rowsPerPage' | 'sortBy' | 'sortType' | 'search' | 'type'>;

/** `GET vendor/profile/docs`: the company's own documents, newest first; the previous page stays while the next loads. */
export const documentsQueryOptions = (query: DocumentsListQuery) =>
  queryOptions({
    queryKey: companyKeys.documents(query),
    queryFn: ({ signal }) => call(listSupplierDocuments, { query, signal }),
    placeholderData: keepPreviousData,
  });
