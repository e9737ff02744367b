import type { App } from '../../lib/types.ts';
import { invoiceSettings } from '../invoices/index.ts';
import type { ReturnContext } from './request-return.service.ts';

/** What the returns services need from the app. */
export function returnContext(app: App): ReturnContext {
  return {
    db: app.db,
    notices: app.notifications.settings,
    kickNotifications: () => app.notifications.kick(),
    payments: app.payments,
    invoiceSettings: invoiceSettings(app.config),
  };
}
