import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Note, OrderPerson } from '@dme/contract';
import { OrderNotesPanel } from '../../../src/features/order-notes';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { fail, ok, signedInServer } from '../helpers';
import { doctor, supplierStaff } from '../orders/fixtures';
import { renderPanel } from '../order-signing/support';

const LIST = 'GET /api/doctor/notes?order_id=41&page=1&rowsPerPage=25&sortType=desc';

function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 501,
    order_id: 41,
    body: 'Patient prefers a morning delivery.',
    is_internal: false,
    side: 'doctor',
    author: { id: 3, name: 'Dr. Olivia Bennett' },
    staff: null,
    mentions: [],
    is_own: true,
    edited: false,
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

const persons: OrderPerson[] = [
  { id: 3, name: 'Dr. Olivia Bennett', side: 'doctor', is_staff: false, is_prescriber: true },
  { id: 12, name: 'Mark Ellis', side: 'doctor', is_staff: true, is_prescriber: false },
  { id: 9, name: 'Tina Brooks', side: 'supplier', is_staff: true, is_prescriber: false },
];

const supplierNote = makeNote({
  id: 502,
  body: '@Dr. Olivia Bennett the CMN is missing the length of need.',
  side: 'supplier',
  author: { id: 9, name: 'Tina Brooks' },
  mentions: [{ id: 3, name: 'Dr. Olivia Bennett' }],
  is_own: false,
  created_at: '2026-03-03T09:00:00.000Z',
});
const ownInternal = makeNote({
  id: 503,
  body: 'Check the sleep study date.',
  is_internal: true,
  edited: true,
  updated_at: '2026-03-02T16:00:00.000Z',
});

function serve(routes: Record<string, FakeHandler>, user = doctor) {
  return signedInServer(user, {
    'GET /api/doctor/orders/41/persons': ok({ data: persons }),
    [LIST]: ok({ data: [supplierNote, ownInternal], meta: { total: 2, page: 1, rowsPerPage: 25 } }),
    ...routes,
  });
}

const noteItem = (name: string) => screen.findByRole('listitem', { name });

describe('OrderNotesPanel', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists the notes newest first with side, internal flag, edit mark and mentions', async () => {
    server = serve({});
    renderPanel(<OrderNotesPanel orderId={41} side="doctor" />);
    const list = await screen.findByRole('list', { name: 'Notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Note by Tina Brooks', 'Note by Dr. Olivia Bennett']);
    expect(within(items[0]!).getByText('Supplier')).toBeTruthy();
    expect(within(items[0]!).getByText('@Dr. Olivia Bennett')).toBeTruthy();
    expect(within(items[1]!).getByText('Internal')).toBeTruthy();
    expect(within(items[1]!).getByText(/edited 03\/02\/2026/)).toBeTruthy();
  });

  it('adds a note mentioning people picked from the order, as internal; a refused field shows under it', async () => {
    let posts = 0;
    server = serve({
      'POST /api/doctor/notes': (request) =>
        ++posts === 1
          ? fail(422, 'The given data was invalid.', { body: ['The note may not be greater than 5000 characters.'] })(request)
          : ok({
              data: makeNote({ id: 510, body: 'Mark, call the patient.', is_internal: true, mentions: [{ id: 12, name: 'Mark Ellis' }] }),
            })(request),
    });
    renderPanel(<OrderNotesPanel orderId={41} side="doctor" />);
    const form = await screen.findByRole('form', { name: 'Add a note' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('The note field is required.')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'New note' }), { target: { value: 'Mark, call the patient.' } });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Mention' }));
    // The author is not offered; both sides are, until the note is made internal.
    await screen.findByRole('option', { name: 'Tina Brooks' });
    expect(screen.queryByRole('option', { name: /Dr. Olivia Bennett/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Tina Brooks' }));
    fireEvent.click(within(form).getByRole('combobox', { name: 'Mention' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mark Ellis' }));
    fireEvent.click(within(form).getByRole('switch', { name: /Internal/ }));
    // An internal note stays on this side: the supplier's person is dropped and no longer offered.
    fireEvent.click(within(form).getByRole('combobox', { name: 'Mention' }));
    await screen.findByRole('option', { name: 'Mark Ellis' });
    expect(screen.queryByRole('option', { name: 'Tina Brooks' })).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('The note may not be greater than 5000 characters.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note was added; Mark Ellis will be told')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      body: 'Mark, call the patient.',
      mention_ids: [12],
      is_internal: true,
      order_id: 41,
    });
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'New note' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it("edits and deletes the caller's own notes (after confirming); the other side's notes offer neither", async () => {
    server = serve({
      'PUT /api/doctor/notes/503': ok({ data: { ...ownInternal, body: 'Check the sleep study date (2025).' } }),
      'DELETE /api/doctor/notes/503': () => ({ status: 204 }),
    });
    renderPanel(<OrderNotesPanel orderId={41} side="doctor" />);
    const theirs = await noteItem('Note by Tina Brooks');
    const mine = await noteItem('Note by Dr. Olivia Bennett');
    expect(within(theirs).queryByRole('button', { name: /Actions for the note/ })).toBeNull();

    fireEvent.click(await within(mine).findByRole('button', { name: 'Actions for the note by Dr. Olivia Bennett' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = within(mine).getByRole('form', { name: 'Edit note' });
    expect(within(edit).queryByRole('switch')).toBeNull();
    fireEvent.change(within(edit).getByRole('textbox', { name: 'Note' }), { target: { value: 'Check the sleep study date (2025).' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The note was saved')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ body: 'Check the sleep study date (2025).', mention_ids: [] });

    fireEvent.click(await within(mine).findByRole('button', { name: 'Actions for the note by Dr. Olivia Bennett' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The note was deleted')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/doctor/notes/503')).toBe(true);
  });

  it('supplier staff without "manage notes" may add notes but not edit or delete their side\'s notes', async () => {
    session.setLocation(21);
    server = signedInServer(supplierStaff(['order view 20']), {
      'GET /api/vendor/orders/41/persons': ok({ data: persons }),
      'GET /api/vendor/notes?order_id=41&page=1&rowsPerPage=25&sortType=desc': ok({
        data: [{ ...supplierNote, is_own: true }],
        meta: { total: 1, page: 1, rowsPerPage: 25 },
      }),
    });
    renderPanel(<OrderNotesPanel orderId={41} side="supplier" />);
    const ours = await noteItem('Note by Tina Brooks');
    expect(await screen.findByRole('form', { name: 'Add a note' })).toBeTruthy();
    // The user is known once the mention picker leaves the caller out.
    fireEvent.click(screen.getByRole('combobox', { name: 'Mention' }));
    await screen.findByRole('option', { name: 'Mark Ellis' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Tina Brooks' })).toBeNull());
    expect(within(ours).queryByRole('button', { name: /Actions for the note/ })).toBeNull();
  });

  it('shows the empty state and the error state of the list', async () => {
    server = serve({ [LIST]: ok({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } }) });
    const first = renderPanel(<OrderNotesPanel orderId={41} side="doctor" />);
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    first.unmount();
    server.restore();
    server = serve({ [LIST]: fail(403, 'This action is unauthorized.') });
    renderPanel(<OrderNotesPanel orderId={41} side="doctor" />);
    expect(await screen.findByText('This action is unauthorized.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
