import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { askDoctor } from './ask-doctor.service';
import { addToCart, getCart, removeCartLine, updateCartLine } from './cart.service';
import { categoryPage, categoryTree, itemDetail } from './catalog.service';
import { checkout } from './checkout.service';

export const patientCartRoutes = [
  implement(api.getPatientCatalogCategories, async ({ app, actor }) => ({ data: await categoryTree(app.db, actor) })),
  implement(api.getPatientCatalogCategory, ({ app, actor, params, query }) => categoryPage(app.db, actor, params.categoryId, query)),
  implement(api.getPatientCatalogItem, async ({ app, actor, params }) => ({ data: await itemDetail(app.db, actor, params.itemId) })),
  implement(api.askDoctorForItem, async ({ app, actor, params, body, reply }) => {
    const data = await askDoctor(app.db, actor, params.itemId, body);
    reply.code(201);
    return { data };
  }),
  implement(api.getPatientCart, async ({ app, actor }) => ({ data: await getCart(app.db, actor) })),
  implement(api.addPatientCartItem, async ({ app, actor, body, reply }) => {
    const data = await addToCart(app.db, actor, body);
    reply.code(201);
    return { data };
  }),
  implement(api.updatePatientCartItem, async ({ app, actor, params, body }) => ({ data: await updateCartLine(app.db, actor, params.itemId, body.quantity) })),
  implement(api.deletePatientCartItem, async ({ app, actor, params }) => ({ data: await removeCartLine(app.db, actor, params.itemId) })),
  implement(api.checkoutPatientCart, async ({ app, actor, reply }) => {
    const data = await checkout(app.db, actor);
    reply.code(201);
    return { data };
  }),
];
