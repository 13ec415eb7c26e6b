export { EndState, EndStateText, type EndStateProps } from './end-state';
