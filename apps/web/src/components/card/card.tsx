import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Collapse, Group, Paper, Title } from '@mantine/core';
import { CARD_LABELS } from '../defaults';
import { ChevronDownIcon, ChevronUpIcon } from '../icons';

export interface CardProps {
  title: ReactNode;
  /** The view-mode content. */
  children: ReactNode;
  /** The edit-mode content; giving it shows the 'Edit Info' button. */
  editContent?: ReactNode;
  /**
   * Saves the edit. Returning (or resolving to) false, or throwing, keeps the card in edit mode: the form shows
   * its own errors. Anything else returns to view mode.
   */
  onSave?: () => unknown;
  onCancel?: () => void;
  onEdit?: () => void;
  /** Controlled edit mode. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  /** Extra buttons in the header (view mode). */
  actions?: ReactNode;
  editLabel?: string;
  saveLabel?: string;
  cancelLabel?: string;
}

/** A titled section with a view and an edit mode (foundation §4) that can collapse. */
export function Card({
  title,
  children,
  editContent,
  onSave,
  onCancel,
  onEdit,
  collapsible = false,
  defaultCollapsed = false,
  actions,
  editLabel = CARD_LABELS.edit,
  saveLabel = CARD_LABELS.save,
  cancelLabel = CARD_LABELS.cancel,
  ...props
}: CardProps) {
  const bodyId = useId();
  const [ownEditing, setOwnEditing] = useState(false);
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [saving, setSaving] = useState(false);
  const editing = props.editing ?? ownEditing;
  const setEditing = (next: boolean) => {
    if (props.editing === undefined) setOwnEditing(next);
    props.onEditingChange?.(next);
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await onSave?.();
      if (result !== false) setEditing(false);
    } catch {
      // The caller's form reports the failure; the card stays in edit mode.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={typeof title === 'string' ? title : undefined}>
      <Group justify="space-between" wrap="nowrap" mb={collapsed ? 0 : 'sm'}>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {!editing && actions}
          {!editing && editContent !== undefined && (
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                onEdit?.();
                setCollapsed(false);
                setEditing(true);
              }}
            >
              {editLabel}
            </Button>
          )}
          {collapsible && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={collapsed ? 'Expand' : 'Collapse'}
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? <ChevronDownIcon /> : <ChevronUpIcon />}
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Collapse expanded={!collapsed} id={bodyId}>
        {editing ? (
          <>
            {editContent}
            <Group justify="flex-end" gap="sm" mt="md">
              <Button
                variant="default"
                disabled={saving}
                onClick={() => {
                  onCancel?.();
                  setEditing(false);
                }}
              >
                {cancelLabel}
              </Button>
              <Button loading={saving} onClick={() => void save()}>
                {saveLabel}
              </Button>
            </Group>
          </>
        ) : (
          children
        )}
      </Collapse>
    </Paper>
  );
}
