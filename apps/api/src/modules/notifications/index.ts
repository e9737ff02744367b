/** The notifications module's public face: what other modules may use. */
export { enqueuePhoneChangedNotice, type AccountNoticeShop } from './account-notices.ts';
export { enqueueOrderNotification, noticeSettings } from './enqueue.ts';
export { type NoticeSettings, type OrderEvent } from './notification-text.ts';
export { enqueueReturnNotification, type ReturnEvent, type ReturnNoticeDetail } from './return-notices.ts';
