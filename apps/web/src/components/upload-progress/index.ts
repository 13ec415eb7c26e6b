export * from './upload-progress';
export * from './use-upload-tracker';
