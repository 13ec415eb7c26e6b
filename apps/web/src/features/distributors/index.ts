// Public surface of the distributors feature: the companies the supplier buys from (price lists) and the
// distribution orders to them (with stock, with request), from creation to receipt.
export { distributorsKeys } from './api/keys';
export {
  DistributionOrderShowRedirect,
  DistributionOrderTabPage,
  DistributorNewPage,
  DistributorShowRedirect,
  DistributorTabPage,
  WithRequestPage,
  WithStockPage,
  type DistributionOrderTabPageProps,
  type DistributorTabPageProps,
} from './components/pages';
export { DistributorsPage } from './components/distributors-page';
export { DistributionOrdersPage } from './components/distribution-orders-page';
export { DISTRIBUTION_ORDER_TABS, DISTRIBUTOR_TABS, type DistributionOrderTab, type DistributorTab } from './routes';
