import { authorizationFileFields, mediaUploadFields, type MediaType, type OrderDocument } from '@dme/contract';
import { FilesUploadForm } from '../../../components';
import type { DocumentSide } from '../api/side';
import { useUploadDocuments } from '../api/upload-documents';
import { DOCUMENT_TYPE_OPTIONS } from './document-types';

export interface UploadFormProps {
  side: DocumentSide;
  orderId: number;
  /** The type chosen first (a request's type); the user may change it. */
  defaultType?: MediaType;
  /** Only these types are offered (a request accepts its own type). */
  types?: readonly MediaType[];
  onUploaded?: (documents: OrderDocument[]) => void;
  /** Accessible name of the form. */
  label?: string;
  /** Inside another frame (a dialog): no border of its own. */
  bare?: boolean;
}

/** Uploads 1 to 5 PDFs or images to the order with a type and an optional expiry; the server checks the bytes. */
export function UploadForm({ side, orderId, defaultType, types, onUploaded, label = 'Upload documents', bare = false }: UploadFormProps) {
  const upload = useUploadDocuments(side, orderId);
  const options = types ? DOCUMENT_TYPE_OPTIONS.filter((o) => types.includes(o.id)) : DOCUMENT_TYPE_OPTIONS;
  return (
    <FilesUploadForm<MediaType>
      label={label}
      bare={bare}
      typeOptions={options}
      defaultType={defaultType ?? null}
      typeClearable={!types}
      // A supplier's PA letter goes through the authorisation-file call, whose fields carry no type.
      fieldsSchema={mediaUploadFields.extend(authorizationFileFields.shape)}
      send={(values, tracking) => upload.mutateAsync({ ...values, ...tracking })}
      onUploaded={onUploaded as ((stored: { original_name: string }[]) => void) | undefined}
    />
  );
}
