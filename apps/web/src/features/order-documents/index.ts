// Public surface of the order documents feature: the documents panel of an order (either side) and its file calls.
export { orderDocumentsKeys } from './api/keys';
export type { DocumentSide } from './api/side';
export { downloadDocument, openDocument } from './api/document-file';
export { OrderDocumentsPanel, ARCHIVE_DOCUMENT, type OrderDocumentsPanelProps } from './components/order-documents-panel';
export { SignatureDetails, SignedBadge } from './components/signature-details';
export { documentTypeTitle, shortHash } from './components/document-types';
