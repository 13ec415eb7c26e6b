import { COMPANY_DOCUMENT_TYPES, companyDocumentFields, type CompanyDocumentType } from '@dme/contract';
import { FilesUploadForm } from '../../../components';
import { useUploadDocuments } from '../api/upload-documents';

/** Display names of the company document types. */
export const DOCUMENT_TYPE_TITLES: Record<CompanyDocumentType, string> = {
  license: 'License',
  accreditation: 'Accreditation',
  liability_insurance: 'Liability insurance',
  surety_bond: 'Surety bond',
  w9: 'W-9',
  medicare_enrollment: 'Medicare enrollment',
  other: 'Other',
};
export const DOCUMENT_TYPE_OPTIONS = COMPANY_DOCUMENT_TYPES.map((id) => ({ id, title: DOCUMENT_TYPE_TITLES[id] }));

/** Uploads 1 to 5 PDFs or images with a type and an optional expiry (owner only); the server checks the bytes. */
export function DocumentUploadForm() {
  const upload = useUploadDocuments();
  return (
    <FilesUploadForm<CompanyDocumentType>
      label="Upload company documents"
      typeOptions={DOCUMENT_TYPE_OPTIONS}
      fieldsSchema={companyDocumentFields}
      send={(values, tracking) => upload.mutateAsync({ ...values, ...tracking })}
    />
  );
}
