export { Modal, type ModalProps } from './modal';
export { ModalFooter, type ModalFooterProps } from './modal-footer';
export { MountOnceOpened } from './mount-once-opened';
export { FormLoading } from './form-loading';
