export * from './files-upload-form';
export * from './media-type-titles';
