// The chunk loaded on demand by load-phone-rule.ts: the domain's phone rule with libphonenumber-js and its
// metadata, kept out of the islands' first load.
export { normalizePhone } from '@trovapro/domain';
