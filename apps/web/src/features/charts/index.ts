// Public surface of the charts feature (issue 12): satisfaction surveys and their scores, measurement charts of
// order items, and the two public pages where patients answer and sign.
export { chartsKeys } from './api/keys';
export { PublicSatisfactionPage } from './components/public-satisfaction-page';
export { PublicMeasurementPage } from './components/public-measurement-page';
export { ChartsPage } from './components/charts-page';
export { SatisfactionList } from './components/satisfaction-list';
export { SatisfactionShow } from './components/satisfaction-show';
export { MeasurementList } from './components/measurement-list';
export { OrderItemCharts, type ChartItem } from './components/order-item-charts';
export { PublicConsentPage } from './components/public-consent-page';
