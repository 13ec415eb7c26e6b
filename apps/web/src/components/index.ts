// Shared widgets (ARCHITECTURE: components). Spec numbers and texts live in ./defaults.
export * from './defaults';
export * from './data-table';
export * from './modal';
export * from './confirm-dialog';
export * from './avatar';
export * from './toggle';
export * from './card';
export * from './form';
export * from './quantity-input';
export * from './pin-input';
export * from './masked-input';
export * from './signature-pad';
export * from './popover';
export * from './status-badge';
export * from './end-state';
export * from './upload-progress';
export * from './files-upload-form';
