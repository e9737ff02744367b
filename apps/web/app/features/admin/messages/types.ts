import type { PageInfo } from '../admin-request';

/** GET /api/admin/messages (admin/content/schemas.ts): what was sent through the contact form. */
export interface AdminMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  status: 'new' | 'handled';
  createdAt: string;
  handledAt: string | null;
}

export interface AdminMessageList extends PageInfo {
  messages: AdminMessage[];
}
