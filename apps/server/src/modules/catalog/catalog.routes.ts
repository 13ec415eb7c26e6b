import * as api from '@dme/contract';
import { implement, type Implementation } from '../../http/define';
import { searchEquipment } from './equipment-search.service';
import { browseCatalog, getInsuranceParams, getItem, insuranceDefaults, listItems } from './equipment.service';
import { createPreset, getPreset, listPresets, removePreset, replacePreset } from './presets.service';
import { addVendorCatalogItem, listVendorCatalog } from './vendor-catalog.service';

/** The same five handlers serve the doctor and the supplier preset calls: both are scoped to the caller's account. */
function presetRoutes(calls: typeof api.doctorCatalogPresets | typeof api.vendorCatalogPresets): Implementation[] {
  return [
    implement(calls.list, ({ app, actor, query }) => listPresets(app.db, actor, query)),
    implement(calls.create, async ({ app, actor, body, reply }) => {
      const data = await createPreset(app.db, actor, body);
      reply.code(201);
      return { data };
    }),
    implement(calls.get, async ({ app, actor, params }) => ({ data: await getPreset(app.db, actor, params.presetId) })),
    implement(calls.update, async ({ app, actor, params, body }) => ({ data: await replacePreset(app.db, actor, params.presetId, body) })),
    implement(calls.remove, async ({ app, actor, params }) => {
      await removePreset(app.db, actor, params.presetId);
    }),
  ];
}

export const catalogRoutes = [
  implement(api.getEquipmentCatalog, ({ app, query }) => browseCatalog(app.db, query)),
  implement(api.getEquipment, async ({ app, params }) => ({ data: await getItem(app.db, params.equipmentId) })),
  implement(api.findOtcCatalog, ({ app, query }) => listItems(app.db, { ...query, is_otc: true })),
  implement(api.getEquipmentInsuranceDefaults, async ({ app, query }) => ({ data: await insuranceDefaults(app.db, query.equipment_ids) })),
  implement(api.getDoctorEquipmentInsuranceParams, async ({ app, params }) => ({
    data: await getInsuranceParams(app.db, params.equipmentId),
  })),
  implement(api.searchDoctorEquipment, ({ app, actor, query }) => searchEquipment(app.db, actor, query)),
  implement(api.listVendorCatalog, ({ app, actor, query }) => listVendorCatalog(app.db, actor, query)),
  implement(api.addVendorCatalogItem, async ({ app, actor, body, reply }) => {
    const { created, item } = await addVendorCatalogItem(app.db, actor, body);
    reply.code(created ? 201 : 200);
    return { data: item };
  }),
  ...presetRoutes(api.doctorCatalogPresets),
  ...presetRoutes(api.vendorCatalogPresets),
];
