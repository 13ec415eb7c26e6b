import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { quizFor, type ItemQuiz, type OrderItem, type ProceedResult } from '@dme/contract';
import { Modal } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useIsMobile } from '../../../lib/media';
import { orderQuizItemsQueryOptions, useProceedItems } from '../api/order-items';
import { ItemQuizPanel } from './item-quiz-panel';
import { QuizBadge, type QuizState } from './quiz-badge';

export interface OrderQuizSummaryProps {
  orderId: number;
  /** Opens the questions without changing them and hides "Proceed" (the order is no longer a draft). */
  readOnly?: boolean;
  /** After answers changed, a quiz was passed, or "Proceed" answered (e.g. to reload the order screen). */
  onChanged?: (change: { quiz?: ItemQuiz; proceed?: ProceedResult }) => void;
}

function itemState(item: OrderItem): QuizState {
  if (!quizFor(item.hcpcs)) return 'none';
  return item.quiz_passed ? 'passed' : 'open';
}

/** The doctor's view of an order's medical-necessity quizzes: each item's state, its questions, and "Proceed". */
export function OrderQuizSummary({ orderId, readOnly = false, onChanged }: OrderQuizSummaryProps) {
  const isMobile = useIsMobile();
  const items = useQuery(orderQuizItemsQueryOptions(orderId));
  const proceed = useProceedItems(orderId);
  const [opened, setOpened] = useState<OrderItem | null>(null);
  const [shown, setShown] = useState<OrderItem | null>(null);

  const open = (item: OrderItem) => {
    setShown(item);
    setOpened(item);
  };
  // A changed quiz makes the last "Proceed" answer stale.
  const onQuizChanged = (quiz: ItemQuiz) => {
    proceed.reset();
    onChanged?.({ quiz });
  };
  const onProceed = () => proceed.mutate(undefined, { onSuccess: (proceed) => onChanged?.({ proceed }) });

  if (items.isPending) {
    return (
      <Group gap="xs" py="md" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text c="dimmed" fz="sm">
          Loading the items…
        </Text>
      </Group>
    );
  }
  if (items.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(items.error)}
      </Alert>
    );
  }

  const rows = items.data.filter((item) => !item.archived_at);
  const name = (commonId: number) => rows.find((i) => i.id === commonId)?.name;
  const result = proceed.data;
  return (
    <Stack gap="sm" component="section" aria-label="Medical necessity">
      <Title order={3} fz="md">
        Medical necessity
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          The order has no items yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Items and their questions">
          {rows.map((item) => {
            const state = itemState(item);
            return (
              <Paper key={item.id} component="li" withBorder radius="sm" p="xs" style={{ listStyle: 'none' }} data-common-id={item.id}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fz="sm" fw={600}>
                      {item.hcpcs} · {item.name}
                    </Text>
                    {state !== 'none' && (
                      <Text fz="xs" c="dimmed">
                        {quizFor(item.hcpcs)!.title}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <QuizBadge state={state} />
                    {state !== 'none' && (
                      <Button size="xs" variant="light" onClick={() => open(item)} aria-label={`Questions for ${item.hcpcs}`}>
                        {state === 'passed' || readOnly ? 'View' : 'Answer'}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {!readOnly && rows.length > 0 && (
        <Group gap="xs">
          <Button onClick={onProceed} loading={proceed.isPending}>
            Proceed
          </Button>
          {result?.ready && !proceed.isPending && (
            <Text c="teal" fz="sm" role="status">
              Every quiz is passed: the items are confirmed.
            </Text>
          )}
        </Group>
      )}
      {proceed.isError && (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(proceed.error)}
        </Alert>
      )}
      {result && !result.ready && !proceed.isPending && (
        <Alert color="yellow" variant="light" role="alert" title="Some items still need their questions answered">
          <Stack gap="xs">
            {result.open_quizzes.map((q) => (
              <Stack key={q.common_id} gap={2}>
                <Text fz="sm" fw={600}>
                  {q.hcpcs}
                  {name(q.common_id) ? ` · ${name(q.common_id)}` : ''}
                </Text>
                {q.missing.length > 0 ? (
                  <List fz="sm" spacing={2}>
                    {q.missing.map((text) => (
                      <List.Item key={text}>{text}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text fz="sm">Every required answer is yes: mark the quiz passed.</Text>
                )}
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        onExited={() => setShown(null)}
        title="Medical-necessity questions"
        size="lg"
        fullScreen={isMobile}
      >
        {shown && <ItemQuizPanel commonId={shown.id} orderId={orderId} side="doctor" readOnly={readOnly} onChanged={onQuizChanged} />}
      </Modal>
    </Stack>
  );
}
