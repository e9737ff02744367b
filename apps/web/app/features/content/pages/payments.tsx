import { POLICY } from '@dhatu/domain';
import { Banknote, IndianRupee, ShieldCheck, Wallet } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { FACTS } from '../policy-facts';
import { Bullets, MailLink, Note, P, PageLink, Strong } from '../prose';

/** /payment: payments, Cash on Delivery and refunds (account §2, §9). */
export const paymentsPage: PolicyDoc = {
  path: '/payment',
  eyebrow: 'Policies',
  title: 'Payments Policy',
  description: `Cash on Delivery across India with no extra fee, prices in INR only, secure online payment, and refunds in ${FACTS.refund}.`,
  intro: (s) => (
    <p>How you can pay at {s.shopName}, what Cash on Delivery costs (nothing extra), and how refunds reach you.</p>
  ),
  facts: () => [
    { icon: Banknote, value: 'Cash on Delivery', label: POLICY.codFee === 0 ? 'available in India, no extra fee' : 'available in India' },
    { icon: IndianRupee, value: 'INR only', label: 'all prices in Indian Rupees' },
    { icon: Wallet, value: FACTS.refund, label: 'to process a refund' },
    { icon: ShieldCheck, value: 'Secure checkout', label: 'we never see your card details' },
  ],
  sections: (s) => [
    {
      id: 'ways-to-pay',
      title: 'Ways to pay',
      body: (
        <>
          <P>
            <Strong>Cash on Delivery (COD)</Strong> — pay the courier when your parcel arrives. COD is available only for
            delivery addresses in India, and there is <Strong>no extra fee</Strong> for it: you pay the order total shown at
            checkout, nothing more.
          </P>
          <P>
            <Strong>Online payment</Strong> — UPI, cards and net banking through our payment partner's secure page, whenever
            it is switched on at checkout. While it is marked as under maintenance, Cash on Delivery is the way to pay.
          </P>
        </>
      ),
    },
    {
      id: 'currency',
      title: 'Prices and currency',
      body: (
        <P>
          All prices are in <Strong>Indian Rupees (INR) only</Strong> and include taxes. We do not accept other currencies.
          Every order comes with a GST invoice that you can download from the order's page in{' '}
          <PageLink to="/orders">My Orders</PageLink>.
        </P>
      ),
    },
    {
      id: 'cash-on-delivery',
      title: 'Paying on delivery',
      body: (
        <Bullets
          items={[
            <>Keep the exact amount ready; couriers often cannot give change.</>,
            <>The amount to pay is on your order confirmation and in My Orders.</>,
            <>Please check the parcel is sealed before you pay. If the seal is broken, refuse the parcel and call us.</>,
          ]}
        />
      ),
    },
    {
      id: 'security',
      title: 'Keeping your payment safe',
      body: (
        <>
          <P>
            Online payments are made on the payment partner's secure page. Your card, UPI and bank details go straight to
            them over an encrypted connection; we never see or store them.
          </P>
          <Note icon={ShieldCheck} title="We will never ask for your OTP">
            Nobody from our team will ask for your card number, CVV, UPI PIN or a one-time code — by phone, e-mail or
            message. If someone does, it is not us.
          </Note>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <>
          <P>
            Refunds for returns, cancellations and lost parcels are processed within <Strong>{FACTS.refund}</Strong>{' '}
            of approval:
          </P>
          <Bullets
            items={[
              <><Strong>Prepaid orders</Strong> are refunded to the card, UPI or bank account you paid with, within {FACTS.prepaidRefund}. Your bank may take a little longer to show it.</>,
              <><Strong>Cash on Delivery orders</Strong> are refunded by bank transfer within {FACTS.codRefund}. We ask for the account holder's name, account number and IFSC, or a UPI ID, by e-mail.</>,
            ]}
          />
          <P>
            When a refund leaves us, we tell you with its reference. See the <PageLink to="/returnpolicy">Returns Policy</PageLink>{' '}
            and the <PageLink to="/cancel">Cancellation Policy</PageLink> for when a refund applies.
          </P>
        </>
      ),
    },
    {
      id: 'failed-payments',
      title: 'If a payment fails',
      body: (
        <P>
          If money left your account but the order was not placed, no order is created and your bank reverses the amount
          automatically, usually within a few business days. If it has not come back, write to us with the transaction
          reference and we will follow it up with our payment partner.
        </P>
      ),
    },
    {
      id: 'questions',
      title: 'Questions about a payment',
      body: (
        <P>
          Write to <MailLink email={s.email} /> with your order number and we reply within {FACTS.supportReply}. You can
          also use the{' '}
          <PageLink to="/contact">contact form</PageLink>.
        </P>
      ),
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Returns Policy' },
    { to: '/cancel', label: 'Cancellation Policy' },
    { to: '/ordering', label: 'Ordering & Product Information' },
  ],
};
