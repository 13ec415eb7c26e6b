// Public surface of the office-stock feature: consignment stock suppliers keep at the practice's offices (doctor side).
export { officeStockKeys, type OfficeStockListQuery } from './api/keys';
export { officeStockQueryOptions, useOfficeStockChanged } from './api/get-office-stock';
export type { OfficeStockLinks } from './components/office-stock-links';
export { OfficeStockBrowser, NO_OFFICE_STOCK, type OfficeStockBrowserProps } from './components/office-stock-browser';
export { OfficeStockTable, type OfficeStockTableProps } from './components/office-stock-table';
export { OfficeStockPage, type OfficeStockPageProps } from './components/office-stock-page';
export { DOCTOR_STOCK_LINKS } from './routes';
