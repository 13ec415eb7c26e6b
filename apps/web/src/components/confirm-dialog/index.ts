export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions, type ConfirmResult } from './confirm-provider';
