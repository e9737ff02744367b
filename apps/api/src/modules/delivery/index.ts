/** The delivery module's public face: what other modules may use. */
export { deliveryForOrder, exportRules, importRules, previewRules, type OrderDelivery } from './delivery.service.ts';
export { ruleCount } from './delivery.repository.ts';
export { readDeliverySettings, saveDeliverySettings, type StoredDeliverySettings } from './delivery-settings.ts';
