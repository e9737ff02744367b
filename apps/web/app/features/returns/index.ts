/** The returns feature's public face: what other features may use. */
export { ReturnsSection } from './returns-section';
export { type ReturnableOrder } from './returnable-order';
