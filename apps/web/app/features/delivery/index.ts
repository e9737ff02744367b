/** The delivery feature's public face: what other features may use. */
export { type DeliveryEstimate, type DeliveryFor } from './delivery-api';
export { deliveryQueries } from './delivery-queries';
export { PincodeCheck } from './pincode-check';
export { rememberPincode } from './pincode-memory';
