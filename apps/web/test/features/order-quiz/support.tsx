import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ItemQuiz, OrderItem, PublicQuiz } from '@dme/contract';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';

/** Mounts a component inside the app's providers (query client, theme, toasts) and a router. */
export function renderInApp(ui: ReactElement) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

const CPAP_QUESTIONS = [
  { key: 'sleep_test', text: 'Obstructive sleep apnea was diagnosed by a sleep test (PSG or HST)', required: true },
  { key: 'ahi_criteria', text: 'AHI/RDI is at least 15, or 5 to 14 with documented symptoms or comorbidities', required: true },
  { key: 'face_to_face', text: 'A face-to-face evaluation took place before the sleep test', required: true },
  { key: 'education', text: 'The patient was instructed in the use and care of the device', required: false },
];

export function makeItemQuiz(answers: Record<string, boolean> = {}, overrides: Partial<ItemQuiz> = {}): ItemQuiz {
  return {
    common_id: 71,
    order_id: 41,
    hcpcs: 'E0601',
    name: 'CPAP device',
    type: 'cpap',
    title: 'Positive airway pressure (CPAP/BiPAP)',
    questions: CPAP_QUESTIONS.map((q) => ({ ...q, answer: answers[q.key] ?? null })),
    complete: false,
    passed: false,
    passed_at: null,
    ...overrides,
  };
}

export function makePublicQuiz(overrides: Partial<PublicQuiz> = {}): PublicQuiz {
  const { passed_at: _p, ...cpap } = makeItemQuiz();
  return {
    order_id: 41,
    patient: { first_name: 'Margaret' },
    supplier: 'Sunrise Medical Supply',
    link_expires_at: '2026-03-05T15:30:00.000Z',
    items: [
      cpap,
      {
        common_id: 72,
        order_id: 41,
        hcpcs: 'E1390',
        name: 'Oxygen concentrator',
        type: 'oxygen',
        title: 'Home oxygen',
        questions: [
          { key: 'qualifying_test', text: 'An arterial blood gas or oximetry test qualifies', required: true, answer: null },
          { key: 'portable_needed', text: 'The patient needs a portable system', required: false, answer: null },
        ],
        complete: false,
        passed: false,
      },
    ],
    ...overrides,
  };
}

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 71,
    order_id: 41,
    equipment_id: 9,
    hcpcs: 'E0601',
    name: 'CPAP device',
    description: '',
    category: { id: 1, name: 'Respiratory', slug: 'respiratory' },
    subcategory: { id: 2, name: 'Sleep apnea', slug: 'sleep-apnea' },
    rental_or_purchase: 'rental',
    refill_months: null,
    quantity: 1,
    max_quantity: 1,
    sku: null,
    serial: null,
    confirmed: false,
    quiz_passed: false,
    archived_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
