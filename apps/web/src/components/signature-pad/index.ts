export { SignaturePad, signatureImageError, type SignaturePadHandle, type SignaturePadProps, type SignatureFormat } from './signature-pad';
