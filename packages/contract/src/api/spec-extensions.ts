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
  'POST /api/vendor/inventory': 'Adds a SKU to the inventory (the spec lists the inventory reads and storage calls, no way to make a SKU).',
  'PUT /api/vendor/inventory/{inventoryId}': 'Changes or archives a SKU.',
  'POST /api/vendor/distributors/{distributorId}/products': "Adds a SKU to a distributor's price list (the spec lists the products tab's read only).",
  'PUT /api/vendor/distributors/{distributorId}/products/{productId}': "Changes a distributor's item number or price for a SKU.",
  'DELETE /api/vendor/distributors/{distributorId}/products/{productId}': "Takes a SKU off a distributor's price list.",
  'GET /api/vendor/distribution-orders/proposal': 'The with-stock proposal: shelves of a warehouse under their PAR level and what to reorder.',
  'POST /api/vendor/distribution-orders/{orderId}/send': 'A draft distribution order goes to the distributor (the spec names no status call for them).',
  'POST /api/vendor/distribution-orders/{orderId}/cancel': 'A draft or sent distribution order is called off before anything arrives.',
  'POST /api/vendor/distribution-orders/{orderId}/receive': "Units of a distribution order arrive: they enter the warehouse's stock through the ledger.",
  'GET /api/vendor/distribution-orders/{orderId}/pdf': 'The purchase order as a PDF to print or send the distributor.',
  'GET /api/vendor/distribution-orders/{orderId}/csv': "The purchase order's lines as CSV, for a distributor's order upload or a spreadsheet.",
  'PUT /api/vendor/delivery/drivers/{driverId}': "Sets a driver's shift, vehicle capacity, home warehouse and skills, which the route optimiser plans with (the spec lists the drivers' reads only).",
  'GET /api/vendor/billing/claims/{claimId}/audit-packet': 'The audit packet: one PDF with a cover page (each document, its date, signer and SHA-256) and every document behind the claim.',
  'POST /api/vendor/billing/era': 'Imports an 835 remittance file uploaded by hand (the spec lists the ERA reads only).',
  'GET /api/vendor/billing/clearinghouse': 'Which clearinghouse the company uses (local folder or Claim.MD) and its polling state.',
  'PUT /api/vendor/billing/clearinghouse': "Chooses the clearinghouse and stores Claim.MD's AccountKey encrypted (the spec has no settings call).",
  'GET /api/openapi.json': 'The OpenAPI 3.1 description of every endpoint, generated from these declarations, for integrators and tools.',
  'GET /api/docs': 'A readable API reference generated from the same declarations.',
};
