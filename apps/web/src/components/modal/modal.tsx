import { Modal as MantineModal, type ModalProps as MantineModalProps } from '@mantine/core';
import { MODAL_TRANSITION_MS } from '../defaults';

export interface ModalProps extends Omit<MantineModalProps, 'transitionProps'> {
  /** Called once the close fade has finished and the content is gone. */
  onExited?: () => void;
}

/**
 * The app's modal (foundation §4): fades in and out over 300 ms and unmounts its content only after the fade;
 * Escape, the close button and a click on the overlay close it.
 */
export function Modal({ onExited, ...props }: ModalProps) {
  return (
    <MantineModal
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      {...props}
      transitionProps={{ transition: 'fade', duration: MODAL_TRANSITION_MS }}
      onExitTransitionEnd={onExited}
      overlayProps={{ transitionProps: { duration: MODAL_TRANSITION_MS }, ...props.overlayProps }}
    />
  );
}
