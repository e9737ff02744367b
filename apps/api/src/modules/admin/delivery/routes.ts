import { DELIVERY_DEFAULTS, deliverySettingsSchema, indiaToday, paiseToRupees, toDeliverySettings, type DeliverySettings } from '@dhatu/domain';
import {
  deliveryCsvBody, deliveryCsvFileSchema, deliveryImportPreviewSchema, deliveryImportResultSchema, deliverySettingsResponseSchema, errorResponseSchema,
} from '@dhatu/domain/contracts';
import { cacheTags } from '../../../lib/changes/cache-tags.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import {
  exportRules, importRules, previewRules, readDeliverySettings, ruleCount, saveDeliverySettings, type StoredDeliverySettings,
} from '../../delivery/index.ts';

const inRupees = (s: DeliverySettings) => ({
  dispatchMinDays: s.dispatchMinDays, dispatchMaxDays: s.dispatchMaxDays, cutoff: s.cutoff, offDays: s.offDays, holidays: s.holidays,
  fallback: { serviceable: s.fallback.serviceable, minDays: s.fallback.minDays, maxDays: s.fallback.maxDays, cod: s.fallback.cod, fee: paiseToRupees(s.fallback.feePaise) },
  codMaxOrderValue: paiseToRupees(s.codMaxOrderPaise),
});

const answer = (settings: StoredDeliverySettings, rules: number) => ({
  ...inRupees(settings), defaults: inRupees(DELIVERY_DEFAULTS), rules, updatedAt: settings.updatedAt?.toISOString() ?? null,
});

/** The owner's delivery zones and settings (admins only: modules/admin/access guards every /api/admin route). Issue 22. */
export async function adminDeliveryRoutes(app: App) {
  const tags = ['admin: delivery'];
  const security = [{ bearer: [] }];
  const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };
  // Thousands of CSV rows: more than the 1 MB every other body gets.
  const csvBodyLimit = 5 * 1_048_576;

  app.get('/api/admin/delivery/settings', {
    schema: {
      tags, security, summary: 'Dispatch days, cut-off, days off, holidays, the no-zone default and the cash-on-delivery limit, with the number of zone rules',
      response: { 200: deliverySettingsResponseSchema, ...guarded },
    },
  }, async () => answer(await readDeliverySettings(app.db), await ruleCount(app.db)));

  app.put('/api/admin/delivery/settings', {
    schema: {
      tags, security,
      summary: 'Change the delivery settings (audited); they hold at once on every instance',
      description: 'A cut-off outside 00:00–23:59, a holiday in the past or a maximum below a minimum is a 400 that changes nothing.',
      body: deliverySettingsSchema('0000-01-01'),
      response: { 200: deliverySettingsResponseSchema, 400: errorResponseSchema, ...guarded },
    },
  }, async (request) => {
    // The body's shape is checked above; holidays in the past against today's India date, here.
    const judged = deliverySettingsSchema(indiaToday(new Date())).safeParse(request.body);
    if (!judged.success) throw badRequest(judged.error.issues[0]!.message, judged.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`));
    const saved = await saveDeliverySettings(app.db, currentUser(request).id, toDeliverySettings(request.body));
    // Every instance drops its copy of the rules and settings (the pincode box's estimate).
    await app.changes.publish([cacheTags.delivery]);
    return answer(saved, await ruleCount(app.db));
  });

  app.post('/api/admin/delivery/rules/preview', {
    bodyLimit: csvBodyLimit,
    schema: {
      tags, security, summary: 'Check a CSV of zone rules without applying it: bad rows with their lines, overlaps, the first rules',
      body: deliveryCsvBody,
      response: { 200: deliveryImportPreviewSchema, 400: errorResponseSchema, ...guarded },
    },
  }, async (request) => previewRules(request.body.csv));

  app.put('/api/admin/delivery/rules', {
    bodyLimit: csvBodyLimit,
    schema: {
      tags, security,
      summary: 'Replace every zone rule with a CSV file (pincode_or_range,min_days,max_days,cod,fee), all or nothing (audited)',
      description: "Any bad row: 400 'N rows have errors: nothing was changed' with errors 'Line 4: …' for every one. Rules covering the same pincodes are a bad row; other overlaps are allowed (the narrowest rule wins) and counted.",
      body: deliveryCsvBody,
      response: { 200: deliveryImportResultSchema, 400: errorResponseSchema, ...guarded },
    },
  }, async (request) => {
    const result = await importRules(app.db, currentUser(request).id, request.body.csv);
    await app.changes.publish([cacheTags.delivery]);
    return result;
  });

  app.get('/api/admin/delivery/rules.csv', {
    schema: { tags, security, summary: 'The zone rules as the CSV import reads', response: { 200: deliveryCsvFileSchema, ...guarded } },
  }, async (_request, reply) => reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="delivery-zones.csv"')
    .send(await exportRules(app.db)));
}
