export { MaskedInput, type MaskedInputProps } from './masked-input';
