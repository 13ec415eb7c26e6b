import * as api from '@dme/contract';
import { implement, type Implementation } from '../../http/define';
import { createNote, deleteNote, editNote, latestNotes, listNotes, listPersons } from './notes.service';

function sideRoutes(c: typeof api.doctorNotes | typeof api.vendorNotes): Implementation[] {
  return [
    implement(c.list, ({ app, actor, query }) => listNotes(app.db, actor, query)),
    implement(c.create, async ({ app, actor, body }) => ({ data: await createNote(app, actor, body) })),
    implement(c.update, async ({ app, actor, params, body }) => ({ data: await editNote(app, actor, params.noteId, body) })),
    implement(c.remove, async ({ app, actor, params }) => {
      await deleteNote(app, actor, params.noteId);
    }),
    implement(c.latest, async ({ app, actor, params }) => ({ data: await latestNotes(app.db, actor, params.orderId) })),
    implement(c.persons, async ({ app, actor, params }) => ({ data: await listPersons(app.db, actor, params.orderId) })),
  ];
}

export const notesRoutes = [...sideRoutes(api.doctorNotes), ...sideRoutes(api.vendorNotes)];
