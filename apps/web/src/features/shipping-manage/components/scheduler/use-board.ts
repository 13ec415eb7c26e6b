import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteDetail } from '@dme/contract';
import { formErrorText } from '../../../../lib/http-error';
import { notify } from '../../../../lib/notify';
import { boardQueryOptions, type BoardData } from '../../api/board';
import { saveDriverRoute } from '../../api/create-route';
import { shippingManageKeys } from '../../api/keys';
import { cardOfPoint, cardOfSuborder, changedDrivers, routeOrder, type BoardCard, type Plan } from './board-moves';

function planOf(data: BoardData): Plan {
  const drivers: Record<number, number[]> = {};
  for (const route of data.routes) drivers[route.driver.id] = routeOrder(route);
  return { unassigned: data.unassigned.map((s) => s.id), drivers };
}

function cardsOf(data: BoardData, known: ReadonlyMap<number, BoardCard>): Map<number, BoardCard> {
  const cards = new Map(known);
  for (const s of data.unassigned) cards.set(s.id, cardOfSuborder(s));
  for (const route of data.routes) for (const p of route.points) cards.set(p.suborder.id, cardOfPoint(p, cards.get(p.suborder.id)));
  return cards;
}

/**
 * The scheduler board of a day. A change shows at once (optimistic) and is sent as each touched driver's full
 * ordered stop list (`createRoute`), one change after the other; a refusal puts the board back as it was and
 * reloads it from the server.
 */
export function useBoard(date: string) {
  const queryClient = useQueryClient();
  const board = useQuery(boardQueryOptions(date));
  const [plan, setPlan] = useState<Plan | null>(null);
  const [cards, setCards] = useState<Map<number, BoardCard>>(new Map());
  const [routes, setRoutes] = useState<Record<number, RouteDetail>>({});
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const planRef = useRef<Plan | null>(null);
  const pending = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  // The server's board replaces the local one, unless changes are still on their way (they would be undone).
  useEffect(() => {
    if (!board.data || pending.current > 0) return;
    const next = planOf(board.data);
    planRef.current = next;
    setPlan(next);
    setCards((known) => cardsOf(board.data, known));
    setRoutes(Object.fromEntries(board.data.routes.map((r) => [r.driver.id, r])));
  }, [board.data]);

  const commit = useCallback(
    (next: Plan) => {
      const before = planRef.current;
      if (!before) return;
      const drivers = changedDrivers(before, next);
      if (drivers.length === 0 && next.unassigned.length === before.unassigned.length) return;
      planRef.current = next;
      setPlan(next);
      pending.current += 1;
      setSaving((current) => new Set([...current, ...drivers]));
      queue.current = queue.current.then(async () => {
        try {
          for (const driver of drivers) {
            const route = await saveDriverRoute({ driver_id: driver, date, suborder_ids: next.drivers[driver] ?? [] });
            setRoutes((current) => {
              const { [driver]: _gone, ...rest } = current;
              return route ? { ...rest, [driver]: route } : rest;
            });
            if (route)
              setCards((known) => new Map([...known, ...route.points.map((p) => [p.suborder.id, cardOfPoint(p, known.get(p.suborder.id))] as const)]));
          }
        } catch (error) {
          planRef.current = before;
          setPlan(before);
          notify.error(formErrorText(error), { title: 'The route was not changed' });
          void queryClient.invalidateQueries({ queryKey: shippingManageKeys.board(date) });
        } finally {
          pending.current -= 1;
          setSaving((current) => new Set([...current].filter((d) => !drivers.includes(d))));
        }
        void queryClient.invalidateQueries({ queryKey: shippingManageKeys.routeLists() });
      });
    },
    [date, queryClient],
  );

  return { board, plan, cards, routes, saving, commit };
}
