import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordTags } from '../../../src/features/settings';
import { TagForm } from '../../../src/features/settings/components/tag-form';
import { mountWithServer, writesOf, type FakeServer } from '../mount';
import { fail, ok, page } from '../helpers';

const mount = mountWithServer;
const writes = writesOf;

describe('settings forms', () => {
  let server: FakeServer | undefined;
  afterEach(() => {
    server?.restore();
    vi.restoreAllMocks();
  });

  it("tag: the contract's rule refuses a bad colour before sending, the server's duplicate name shows under Name", async () => {
    const onDone = vi.fn();
    server = mount(
      { 'POST /api/vendor/system/tags': fail(422, 'The given data was invalid.', { name: ['A tag named Urgent already exists.'] }) },
      <TagForm tag={null} onDone={onDone} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: ' Urgent ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Colour/ }), { target: { value: '#12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('The colour must be a hex colour such as #1e88e5.')).toBeTruthy();
    expect(writes(server)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Colour/ }), { target: { value: '#43A047' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('A tag named Urgent already exists.')).toBeTruthy();
    expect(writes(server)[0]!.body).toEqual({ name: 'Urgent', color: '#43a047' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("record tags: the server's refusal of a tag shows under the picker and the dialog stays open", async () => {
    server = mount(
      {
        'GET /api/vendor/orders/7/tags': ok({ data: [] }),
        'GET /api/vendor/system/tags?page=1&rowsPerPage=100': ok(page([{ id: 5, name: 'Urgent', color: '#e53935' }], 1, 1, 100)),
        'PUT /api/vendor/orders/7/tags': fail(422, 'The tag does not exist.', { tag_ids: ['Unknown tag: 5.'] }),
      },
      <RecordTags kind="order" id={7} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags of the order' });
    const picker = within(dialog).getByRole('combobox', { name: 'Tags' });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    expect(await within(dialog).findByText('Unknown tag: 5.')).toBeTruthy();
    expect(writes(server)[0]!.body).toEqual({ tag_ids: [5] });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Tags of the order' })).toBeTruthy());
  });
});
