/** GET /api/admin/messages: what was sent through the contact form (the contract's shapes). */
export type { AdminMessage, AdminMessageList } from '@dhatu/domain/contracts';
