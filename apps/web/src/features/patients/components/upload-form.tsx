import { mediaUploadFields, type MediaType } from '@dme/contract';
import { FilesUploadForm, MEDIA_TYPE_OPTIONS } from '../../../components';
import type { PatientSide } from '../api/side';
import { useUploadMedia } from '../api/upload-media';

/** Uploads 1 to 5 PDFs or images with a type and an optional expiry; the server recognises the file type. */
export function UploadForm({ side, patientId }: { side: PatientSide; patientId: number }) {
  const upload = useUploadMedia(side, patientId);
  return (
    <FilesUploadForm<MediaType>
      label="Upload documents"
      typeOptions={MEDIA_TYPE_OPTIONS}
      fieldsSchema={mediaUploadFields}
      send={(values, tracking) => upload.mutateAsync({ ...values, ...tracking })}
    />
  );
}
