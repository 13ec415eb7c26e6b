import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEmployeeDocument, listEmployeeDocuments, openEmployeeDocument, uploadEmployeeDocument, type EmployeeDocument, type EmployeeDocumentFields } from '@dme/contract';
import { call } from '../../../lib/http';
import { upload, type UploadTracking } from '../../../lib/upload';
import { employeeKeys } from './keys';

/** `GET vendor/employees/{id}/documents`: soonest expiry first, with the lapse warnings. */
export const documentsQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.documents(employeeId),
    queryFn: async ({ signal }) => (await call(listEmployeeDocuments, { params: { employeeId }, signal })).data,
  });

/** The list and the employee (its lapsing count) both change with a document. */
function useRefresh(employeeId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeeKeys.one(employeeId) });
}

/** `POST vendor/employees/{id}/documents` as multipart: one file and its fields. */
export function useUploadDocument(employeeId: number) {
  const refresh = useRefresh(employeeId);
  return useMutation({
    mutationFn: async ({ file, fields, ...tracking }: { file: File; fields: EmployeeDocumentFields } & UploadTracking) =>
      (await upload<{ data: EmployeeDocument }>(uploadEmployeeDocument, { params: { employeeId }, fields, files: [{ field: 'file', file }], ...tracking })).data,
    onSuccess: refresh,
  });
}

/** `DELETE vendor/employees/{id}/documents/{documentId}`. */
export function useDeleteDocument(employeeId: number) {
  const refresh = useRefresh(employeeId);
  return useMutation({
    mutationFn: (documentId: number) => call(deleteEmployeeDocument, { params: { employeeId, documentId } }),
    onSuccess: refresh,
  });
}

/** The file's bytes (the call needs the bearer token, so a plain link cannot open it). */
export async function fetchDocumentFile(employeeId: number, documentId: number): Promise<Blob> {
  return (await call(openEmployeeDocument, { params: { employeeId, documentId }, responseType: 'blob' })) as Blob;
}
