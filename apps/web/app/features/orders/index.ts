/** The orders feature's public face: what other features may use. */
export { AddressesCard, BADGE, ContactCard, ItemsCard, StatusBadge, TotalsCard } from './order-bits';
export { placeOrder } from './orders-api';
export { isNotFound, orderQueries } from './orders-queries';
export { type Order } from './types';
