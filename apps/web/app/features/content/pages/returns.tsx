import { POLICY } from '@dhatu/domain';
import { CalendarClock, RotateCcw, Video, Wallet } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { FACTS } from '../policy-facts';
import { Bullets, MailLink, Note, P, PageLink, Steps, Strong } from '../prose';

/** /returnpolicy (account §9: 3-day request with a repacking video, 7-day return, refund times). */
export const returnsPage: PolicyDoc = {
  path: '/returnpolicy',
  eyebrow: 'Policies',
  title: 'Returns Policy',
  description: `A ${FACTS.returnWindow} for unused, non-customised pieces: request within ${FACTS.returnRequest} with a repacking video; refunds in ${FACTS.refund}.`,
  intro: (s) => (
    <p>
      If a piece from {s.shopName} is not right for you, send it back. Here is how our {FACTS.returnWindow} works, and how
      quickly your money comes home.
    </p>
  ),
  facts: () => [
    { icon: CalendarClock, value: `${POLICY.returnRequestWithinDays} days`, label: 'from receipt to request a return' },
    { icon: Video, value: 'Repacking video', label: 'needed with every return' },
    { icon: RotateCcw, value: `${POLICY.returnWindowDays} days`, label: 'to return unused, non-customised pieces' },
    { icon: Wallet, value: FACTS.refund, label: 'to process your refund' },
  ],
  sections: (s) => [
    {
      id: 'return-window',
      title: `Our ${FACTS.returnWindow}`,
      body: (
        <>
          <P>
            You can return a piece within <Strong>{POLICY.returnWindowDays} days of delivery</Strong> when it is:
          </P>
          <Bullets
            items={[
              <>unused and unworn, in the condition it reached you;</>,
              <>in its original box and packing, with any tags, pouch and purity card;</>,
              <>not customised — not engraved, resized or made to your order.</>,
            ]}
          />
        </>
      ),
    },
    {
      id: 'request',
      title: `Request within ${FACTS.returnRequest}`,
      body: (
        <>
          <P>
            Tell us you want to return a piece within <Strong>{FACTS.returnRequest}</Strong> — write to{' '}
            <MailLink email={s.email} /> or use the <PageLink to="/contact">contact form</PageLink> with your order number,
            the piece and the reason.
          </P>
          <Note icon={Video} title="Record a repacking video">
            Before you seal the parcel again, record one continuous video that shows the piece from all sides and you
            packing it into the box. It protects you and us if anything happens on the way back, and we cannot accept a
            return without it.
          </Note>
        </>
      ),
    },
    {
      id: 'how-to-return',
      title: 'How to return a piece',
      body: (
        <Steps
          items={[
            <>Send your request within {FACTS.returnRequest}. We reply within {FACTS.supportReply} with the return address and, where our courier serves your pincode, a pickup.</>,
            <>Pack the piece in its original packing and record the repacking video.</>,
            <>Hand the parcel to the courier, or ship it to us, within {POLICY.returnWindowDays} days of delivery, and send us the video and the tracking number.</>,
            <>We inspect the piece the day it arrives and tell you the outcome. Approved refunds start at once.</>,
          ]}
        />
      ),
    },
    {
      id: 'not-returnable',
      title: 'What we cannot take back',
      body: (
        <Bullets
          items={[
            <>Customised pieces: engraved, resized, personalised or made to order.</>,
            <>Pieces that have been used, worn, washed, polished or altered.</>,
            <>Earrings and nose pins, for hygiene, unless they arrived damaged.</>,
            <>Returns requested after {FACTS.returnRequest}, or sent without the repacking video.</>,
            <>The gift-wrapping charge.</>,
          ]}
        />
      ),
    },
    {
      id: 'damaged-or-wrong',
      title: 'Damaged, defective or wrong piece',
      body: (
        <P>
          If a piece arrives damaged or is not what you ordered, tell us within {FACTS.returnRequest} with photos of the
          piece and the packing. We arrange the pickup at no cost to you and send a replacement or refund you in full — your
          choice. For any other return, the return courier is paid by you.
        </P>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <>
          <P>
            Once the piece reaches us and passes inspection, refunds are processed within <Strong>{FACTS.refund}</Strong>:
          </P>
          <Bullets
            items={[
              <><Strong>Prepaid orders</Strong>: back to the card, UPI or bank account you paid with, within {FACTS.prepaidRefund}.</>,
              <><Strong>Cash on Delivery orders</Strong>: by bank transfer within {FACTS.codRefund}. We ask for the account holder's name, account number and IFSC, or a UPI ID, by e-mail.</>,
            ]}
          />
          <P>
            We never ask for your card number, PIN or one-time code to send a refund. More on refunds in the{' '}
            <PageLink to="/payment">Payments Policy</PageLink>.
          </P>
        </>
      ),
    },
  ],
  related: [
    { to: '/exchange', label: 'Exchanges Policy' },
    { to: '/cancel', label: 'Cancellation Policy' },
    { to: '/payment', label: 'Payments Policy' },
    { to: '/ordering', label: 'Ordering & Product Information' },
  ],
};
