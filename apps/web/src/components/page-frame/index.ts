export { PageFrame, PagePaper, type PageFrameProps } from './page-frame';
