/**
 * Calls the product declares beyond the spec's catalogue (`calls.json`), each for a need the spec leaves without
 * a call. The catalogue test allows exactly these; a new one must be added here with its reason.
 */
export const SPEC_EXTENSIONS: Readonly<Record<string, string>> = {
  'GET /api/doctor/orders/{orderId}/media': "The order's documents (signed PDFs included) for the doctor's documents tab.",
  'POST /api/doctor/orders/{orderId}/media': "The doctor attaches a document to the order (the spec has the supplier's upload only).",
  'GET /api/vendor/orders/{orderId}/media': "The order's documents for the supplier's documents tab (the spec declares only the upload).",
  'GET /api/vendor/orders/{orderId}/document-requests': 'The requests the supplier sent the prescriber about this order.',
  'POST /api/vendor/orders/{orderId}/document-requests': 'The supplier asks the prescriber for a document (the doctor side answers them).',
  'POST /api/vendor/document-requests/{requestId}/cancel': 'The supplier withdraws a request it no longer needs.',
  'GET /api/doctor/orders/{orderId}/persons': 'Who the doctor can mention in a note (the spec has the supplier side only).',
  'GET /api/vendor/orders/{orderId}/notes/latest': 'The newest notes of the order for the supplier (the spec has the doctor side only).',
  'GET /api/openapi.json': 'The OpenAPI 3.1 description of every endpoint, generated from these declarations, for integrators and tools.',
  'GET /api/docs': 'A readable API reference generated from the same declarations.',
};
