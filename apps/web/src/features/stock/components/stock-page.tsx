/** The frame of the stock screens: the app's page frame, the content in a paper. */
export { PageFrame as StockPage } from '../../../components/page-frame';
