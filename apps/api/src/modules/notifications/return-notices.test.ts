import { describe, expect, it } from 'vitest';
import { maskRefundDestination, RETURN_NOTIFICATION_EVENTS } from '@dhatu/domain';
import { returnSms } from './return-notices.ts';

// The GSM 03.38 basic set an SMS part of 160 characters is written in (no ₹, no •, no ·).
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;

describe('return notices', () => {
  const request = {
    returnNumber: 'RET-2026-000123', orderNumber: 'DH-2026-004567', userName: 'Asha Rao', resolution: 'refund' as const,
    instructions: 'Courier pickup on Monday.', rejectionReason: null, exchangeCourier: 'Delhivery', exchangeTrackingNumber: 'DLV12345678',
  };
  const settings = { shopName: 'Dhatu', publicUrl: 'https://dhatu.example' };

  it('keeps every step to one GSM part, the masked account written in GSM too', () => {
    const accounts = [
      maskRefundDestination({ method: 'upi', upiId: 'asha.rao@okicici' }),
      maskRefundDestination({ method: 'bank', accountName: 'Asha Rao', ifsc: 'SBIN0001234', accountNumber: '123456789012' }),
    ];
    for (const event of RETURN_NOTIFICATION_EVENTS) {
      for (const refundWhere of accounts) {
        const text = returnSms(event, request, { refundPaise: 1_49_900_00, refundWhere }, settings);
        expect(text.length, text).toBeLessThanOrEqual(160);
        expect(text, text).toMatch(GSM);
      }
    }
    expect(returnSms('return_refunded', request, { refundPaise: 89_900, refundWhere: accounts[1] }, settings))
      .toBe('Dhatu: Rs.899 of your return RET-2026-000123 (order DH-2026-004567) is refunded to A/c ****9012, SBIN0001234.');
  });
});
