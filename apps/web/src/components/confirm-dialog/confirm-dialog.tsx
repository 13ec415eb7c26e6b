import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { CONFIRM } from '../defaults';
import { Modal } from '../modal';

export interface ConfirmDialogProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colour of the confirm button (e.g. 'red' for a destructive action). */
  color?: string;
  loading?: boolean;
  onExited?: () => void;
}

/** 'Please, confirm action' / 'Are you sure?' with 'Yes' and 'Cancel' (foundation §9); Escape cancels. */
export function ConfirmDialog({
  opened,
  onConfirm,
  onCancel,
  title = CONFIRM.title,
  text = CONFIRM.text,
  confirmLabel = CONFIRM.confirmLabel,
  cancelLabel = CONFIRM.cancelLabel,
  color,
  loading = false,
  onExited,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="sm" onExited={onExited}>
      <Text fz="sm">{text}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
