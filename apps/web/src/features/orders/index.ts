// Public surface of the orders feature: the lists, the create form and the order screen of either side.
export { ordersKeys, type OrdersListQuery } from './api/keys';
export { orderCalls, type OrderSide } from './api/side';
export { orderQueryOptions } from './api/get-order';
export {
  ITEMS_VIEWS,
  itemsViewHref,
  orderTabs,
  orderTabHref,
  orderTabRoute,
  ordersListHref,
  ordersListRoute,
  type ItemsView,
  type OrderTab,
  type OrderTabKey,
} from './routes';
export { OrdersList, type OrdersListProps } from './components/orders-list';
export { CreateOrderForm, type CreateOrderFormProps } from './components/create-order-form';
export { SupplierCreateOrderForm, type SupplierCreateOrderFormProps } from './components/supplier-create-order-form';
export { OrderShell, type OrderShellProps } from './components/order-shell';
export { GeneralTab } from './components/general-tab';
export { PatientInfoTab } from './components/patient-info-tab';
export { DoctorItemsTab, type DoctorItemsTabProps } from './components/doctor-items-tab';
export { SupplierItemsTab, type SupplierItemsTabProps } from './components/supplier-items-tab';
export { SupplierOtcView } from './components/supplier-otc-view';
export { InsuranceTab } from './components/insurance-tab';
export { DiagnosisTab } from './components/diagnosis-tab';
export { AddressTab } from './components/address-tab';
export { DoctorStatusTab } from './components/doctor-status-tab';
export { SupplierStatusTab } from './components/supplier-status-tab';
export { DoctorTab } from './components/doctor-tab';
export { HistoryTab } from './components/history-tab';
export { PatientOrders, CREATE_FOR_PATIENT_PARAM } from './components/patient-orders';
