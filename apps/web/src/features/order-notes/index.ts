// Public surface of the order notes feature: the notes panel of an order (either side).
export { orderNotesKeys } from './api/keys';
export type { NoteSide } from './api/side';
export { OrderNotesPanel, MANAGE_NOTES, type OrderNotesPanelProps } from './components/order-notes-panel';
