import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { ItemQuizPanel, OrderQuizSummary } from '../../../src/features/order-quiz';
import { fail, ok } from '../helpers';
import { makeItemQuiz, makeOrderItem, renderInApp } from './support';

const ANSWERS = 'GET /api/doctor/commons/71/quiz/answers';
const SAVE = 'POST /api/doctor/commons/71/quiz/answers';
const PASSED = 'POST /api/doctor/commons/71/quiz/passed';

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const choose = (name: RegExp, answer: 'Yes' | 'No') => fireEvent.click(within(group(name)).getByRole('radio', { name: answer }));

describe('ItemQuizPanel (doctor)', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  function open(routes: Record<string, FakeHandler>) {
    server = installFakeServer(routes);
    renderInApp(<ItemQuizPanel commonId={71} orderId={41} side="doctor" />);
    return server;
  }

  it('shows the questions with the stored answers and saves only what changed', async () => {
    const saved = makeItemQuiz({ sleep_test: true, ahi_criteria: false });
    open({ [ANSWERS]: ok({ data: makeItemQuiz({ sleep_test: true }) }), [SAVE]: ok({ data: saved }) });
    expect(await screen.findByRole('heading', { name: 'Positive airway pressure (CPAP/BiPAP)' })).toBeTruthy();
    expect(
      within(group(/^Obstructive sleep apnea/))
        .getByRole('radio', { name: 'Yes' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    // Required questions are marked; the optional one is not.
    expect(group(/^AHI\/RDI .*\(required\)$/)).toBeTruthy();
    expect(group(/^The patient was instructed in the use and care of the device$/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save answers' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    choose(/^AHI\/RDI/, 'No');
    fireEvent.click(save);
    await screen.findByText('The answers are saved.');
    expect(server!.requests.find((r) => r.method === 'POST')!.body).toEqual({ answers: { ahi_criteria: false } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save answers' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it("lists the server's open questions when the quiz cannot be marked passed (422)", async () => {
    open({
      [ANSWERS]: ok({ data: makeItemQuiz({ sleep_test: true }) }),
      [PASSED]: fail(422, 'Every required question must be answered yes.', {
        answers: [
          'AHI/RDI is at least 15, or 5 to 14 with documented symptoms or comorbidities',
          'A face-to-face evaluation took place before the sleep test',
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark passed' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Every required question must be answered yes.')).toBeTruthy();
    const openList = within(alert).getByRole('list', { name: 'Open questions' });
    expect(
      within(openList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AHI/RDI is at least 15, or 5 to 14 with documented symptoms or comorbidities',
      'A face-to-face evaluation took place before the sleep test',
    ]);
  });

  it('saves pending answers before marking passed, then shows the passed badge with its time', async () => {
    const answered = { sleep_test: true, ahi_criteria: true, face_to_face: true };
    open({
      [ANSWERS]: ok({ data: makeItemQuiz({ sleep_test: true, ahi_criteria: true }) }),
      [SAVE]: ok({ data: makeItemQuiz(answered, { complete: true }) }),
      [PASSED]: ok({ data: makeItemQuiz(answered, { complete: true, passed: true, passed_at: '2026-03-02T15:30:00.000Z' }) }),
    });
    await screen.findByRole('heading', { name: 'Positive airway pressure (CPAP/BiPAP)' });
    choose(/^A face-to-face evaluation/, 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Mark passed' }));
    expect(await screen.findByText(/^Passed \d\d\/\d\d\/2026/)).toBeTruthy();
    expect(server!.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/doctor/commons/71/quiz/answers',
      '/api/doctor/commons/71/quiz/passed',
    ]);
  });
});

describe('OrderQuizSummary (doctor)', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it("shows each item's quiz state and what Proceed finds open", async () => {
    const items = [
      makeOrderItem(),
      makeOrderItem({ id: 72, hcpcs: 'A7030', name: 'Full face mask', quiz_passed: true }),
      makeOrderItem({ id: 73, hcpcs: 'E1390', name: 'Oxygen concentrator', quiz_passed: true }),
    ];
    server = installFakeServer({
      'GET /api/doctor/orders/41': ok({ data: { id: 41, commons: items } }),
      'POST /api/doctor/orders/41/commons/proceed': ok({
        data: {
          order_id: 41,
          ready: false,
          items,
          open_quizzes: [{ common_id: 71, hcpcs: 'E0601', missing: ['A face-to-face evaluation took place before the sleep test'] }],
        },
      }),
      [ANSWERS]: ok({ data: makeItemQuiz() }),
    });
    renderInApp(<OrderQuizSummary orderId={41} />);
    const list = await screen.findByRole('list', { name: 'Items and their questions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('[data-quiz-state]')!.getAttribute('data-quiz-state'))).toEqual(['open', 'none', 'passed']);

    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('E0601 · CPAP device')).toBeTruthy();
    expect(within(alert).getByText('A face-to-face evaluation took place before the sleep test')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Questions for E0601' }));
    expect(await screen.findByRole('heading', { name: 'Positive airway pressure (CPAP/BiPAP)' })).toBeTruthy();
  });
});
