/** The profile module's public face: what other modules may use. */
export { MAX_SAVED_ADDRESSES } from './addresses.service.ts';
