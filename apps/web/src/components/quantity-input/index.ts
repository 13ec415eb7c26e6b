export { QuantityInput, clampQuantity, type QuantityInputProps } from './quantity-input';
