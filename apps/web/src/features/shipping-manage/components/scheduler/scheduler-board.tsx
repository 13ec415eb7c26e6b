import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Group, Loader, ScrollArea, Text } from '@mantine/core';
import type { DriverSkill } from '@dme/contract';
import { formErrorText } from '../../../../lib/http-error';
import { BoardColumn } from './board-column';
import { columnOf, moveCard, shiftCard, type Plan } from './board-moves';
import { DriverHeader, type BoardDriver } from './driver-header';
import { SuborderCard } from './suborder-card';
import { useBoard } from './use-board';

/** The keys a focused card answers: 1..9 to driver N, 0 / Delete back to unassigned, Alt+↑/↓ within the route, ↑/↓ to walk. */
export const BOARD_KEYS_HELP = 'Focus a card, then: 1–9 sends it to that driver · 0 or Delete unassigns it · Alt+↑/↓ moves it on the route · ↑/↓ walks the cards.';

export function SchedulerBoard({ date, drivers, timeZone }: { date: string; drivers: readonly BoardDriver[]; timeZone?: string }) {
  const { board, plan, cards, routes, saving, commit } = useBoard(date);
  const refs = useRef(new Map<number, HTMLLIElement>());
  const [focusId, setFocusId] = useState<number | null>(null);

  useEffect(() => {
    if (focusId !== null) refs.current.get(focusId)?.focus();
  }, [focusId, plan]);

  if (board.isError)
    return (
      <Alert color="red" title="The day could not be loaded" role="alert">
        {formErrorText(board.error)}
      </Alert>
    );
  if (!plan) return <Loader size="sm" aria-label="Loading the day" />;

  // Drivers with a route that day stay on the board even if no longer active.
  const columns = [
    ...drivers,
    ...Object.values(routes)
      .filter((r) => !drivers.some((d) => d.id === r.driver.id))
      .map((r) => ({ id: r.driver.id, name: r.driver.name, capacity: null, skills: [] })),
  ];
  const fixed = (id: number) => {
    const status = cards.get(id)?.status;
    return status === 'delivered' || status === 'failed';
  };
  const apply = (id: number, next: Plan) => {
    if (fixed(id)) return;
    setFocusId(id);
    commit(next);
  };

  const onKey = (id: number, list: readonly number[]) => (event: KeyboardEvent<HTMLLIElement>) => {
    const at = list.indexOf(id);
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (columnOf(plan, id) !== null) apply(id, shiftCard(plan, id, event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const sibling = list[at + (event.key === 'ArrowUp' ? -1 : 1)];
      if (sibling !== undefined) refs.current.get(sibling)?.focus();
    } else if (/^[1-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      const target = columns[Number(event.key) - 1];
      if (target && columnOf(plan, id) !== target.id) {
        event.preventDefault();
        apply(id, moveCard(plan, id, target.id));
      }
    } else if (event.key === '0' || event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (columnOf(plan, id) !== null) apply(id, moveCard(plan, id, null));
    }
  };

  const renderCards = (list: readonly number[], target: number | null, driverSkills?: readonly string[]) =>
    list.flatMap((id, index) => {
      const card = cards.get(id);
      if (!card) return [];
      const missing = driverSkills ? card.skills.filter((s) => !driverSkills.includes(s)) : [];
      return [
        <SuborderCard
          key={id}
          ref={(el) => {
            if (el) refs.current.set(id, el);
            else refs.current.delete(id);
          }}
          card={card}
          seq={target === null ? undefined : index + 1}
          missingSkills={missing as DriverSkill[]}
          timeZone={timeZone}
          onKeyDown={onKey(id, list)}
          onDropBefore={(dragged) => apply(dragged, moveCard(plan, dragged, target, list.filter((x) => x !== dragged).indexOf(id)))}
        />,
      ];
    });

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="sm" pb="xs">
        <BoardColumn
          label="Unassigned"
          header={<Text fw={600} fz="sm">Unassigned ({plan.unassigned.length})</Text>}
          onDropEnd={(dragged) => apply(dragged, moveCard(plan, dragged, null))}
          empty={<Text fz="xs" c="dimmed">Every suborder of the day is on a route.</Text>}
        >
          {renderCards(plan.unassigned, null)}
        </BoardColumn>
        {columns.map((driver, index) => {
          const list = plan.drivers[driver.id] ?? [];
          return (
            <BoardColumn
              key={driver.id}
              label={`${driver.name}’s route`}
              header={<DriverHeader driver={driver} keyNumber={index < 9 ? index + 1 : null} stops={list.length} route={routes[driver.id]} saving={saving.has(driver.id)} />}
              onDropEnd={(dragged) => apply(dragged, moveCard(plan, dragged, driver.id))}
              empty={<Text fz="xs" c="dimmed">No stops. Drop a suborder here.</Text>}
            >
              {renderCards(list, driver.id, driver.skills)}
            </BoardColumn>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
