export { PageFrame, type PageFrameProps } from './page-frame';
