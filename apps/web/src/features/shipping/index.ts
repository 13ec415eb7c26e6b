// Public surface of the shipping feature: the suborders (shipments) of ready orders — the list, a suborder's
// screen, a patient's suborders, and the order's shipments panel with the split into shipments.
export { shippingKeys } from './api/keys';
export { SUBORDER_TABS, shippingListHref, suborderTabHref, type SuborderTab, type SuborderTabKey } from './routes';
export { ShippingListPage } from './components/shipping-list-page';
export { SuborderShowRedirect, SuborderTabPage, type SuborderTabPageProps } from './components/suborder-pages';
export { PatientSuborders } from './components/patient-suborders';
export { RegroupDialog, type RegroupDialogProps } from './components/regroup-dialog';
export { OrderSubordersPanel, type OrderSubordersPanelProps } from './components/order-suborders-panel';
export { ShippingStatusBadge } from './components/shipping-status-badge';
