import { describe, expect, it } from 'vitest';
import { orderEmail, orderSms, smsRupees, type NoticeOrder } from './notification-text.ts';

const settings = { shopName: 'Dhatu', publicUrl: 'https://dhatu.example' };
const order: NoticeOrder = {
  orderNumber: 'DH-2026-000123',
  userName: 'Asha Rao',
  paymentMethod: 'COD',
  paymentStatus: 'pending',
  totalPaise: 1_49_950,
  shippingFeePaise: 0,
  createdAt: new Date('2026-11-21T10:00:00Z'),
  courier: null,
  trackingNumber: null,
  shippingAddress: {
    houseNumber: '12B', street: 'CG Road', area: 'Navrangpura', landmark: 'Near Law Garden', city: 'Ahmedabad', state: 'Gujarat', pincode: '380009', country: 'India',
  },
  items: [{ name: 'Brass Diya', quantity: 2, lineTotalPaise: 99_900 }, { name: 'Silver Kalash', quantity: 1, lineTotalPaise: 50_050 }],
};
const shipped = { ...order, courier: 'Blue Dart', trackingNumber: '90817263541' };
// The GSM 03.38 basic set an SMS part of 160 characters is written in (no ₹, no curly quotes).
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;

describe('order notice texts', () => {
  it('writes SMS amounts in en-IN grouping without the ₹ sign', () => {
    expect(smsRupees(1_49_950)).toBe('Rs.1,499.50');
    expect(smsRupees(1_00_00_000)).toBe('Rs.1,00,000');
  });

  it('keeps each SMS to one GSM part for usual orders', () => {
    const texts = [
      orderSms('order_placed', order, settings),
      orderSms('order_placed', { ...order, paymentMethod: 'ONLINE', paymentStatus: 'paid' }, settings),
      orderSms('order_shipped', shipped, settings),
      orderSms('order_delivered', shipped, settings),
    ];
    expect(texts).toEqual([
      'Dhatu: Thank you! Your order DH-2026-000123 of Rs.1,499.50 (pay on delivery) is confirmed. We will SMS you when it ships.',
      'Dhatu: Thank you! Your order DH-2026-000123 of Rs.1,499.50 (paid online) is confirmed. We will SMS you when it ships.',
      'Dhatu: Your order DH-2026-000123 has shipped with Blue Dart, tracking number 90817263541.',
      'Dhatu: Your order DH-2026-000123 has been delivered. Thank you for shopping with us!',
    ]);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(GSM);
    }
  });

  it('states the delivery promise of the order, still in one GSM part', () => {
    const promised = { ...order, deliveryMinDate: '2026-12-09', deliveryMaxDate: '2026-12-12' };
    const sms = orderSms('order_placed', promised, settings);
    expect(sms).toBe('Dhatu: Thank you! Your order DH-2026-000123 of Rs.1,499.50 (pay on delivery) is confirmed. Delivery by Sat, 12 Dec. We will SMS you when it ships.');
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toMatch(GSM);
    expect(orderEmail('order_placed', promised, settings).text).toContain('Delivery Wed, 9 Dec – Sat, 12 Dec');
  });

  it('keeps a courier name on one line', () => {
    expect(orderSms('order_shipped', { ...shipped, courier: 'Blue\nDart' }, settings)).toContain('with Blue Dart,');
  });

  it('writes e-mails with the lines, ₹ totals, the address and a link to the order', () => {
    const placed = orderEmail('order_placed', order, settings);
    expect(placed.subject).toBe('Your Dhatu order DH-2026-000123 is confirmed');
    expect(placed.text).toContain('Hello Asha Rao,');
    expect(placed.text).toContain('  2 × Brass Diya: ₹999');
    expect(placed.text).toContain('Shipping: Free');
    expect(placed.text).toContain('Total: ₹1,499.50 (Cash on Delivery)');
    expect(placed.text).toContain('Delivering to: 12B, CG Road, Navrangpura, Near Law Garden, Ahmedabad, Gujarat 380009');
    expect(placed.text).toContain('See your order: https://dhatu.example/orders/DH-2026-000123');
    expect(placed.text).toMatch(/Placed: 21 November 2026 at 3:30\s?pm/i);

    const ship = orderEmail('order_shipped', shipped, settings);
    expect(ship.subject).toBe('Your Dhatu order DH-2026-000123 has shipped');
    expect(ship.text).toContain('Your order is on its way with Blue Dart, tracking number 90817263541.');
    expect(orderEmail('order_delivered', { ...shipped, paymentStatus: 'paid' }, settings).text).toContain('Total: ₹1,499.50 (Cash on Delivery, paid)');
  });
});
