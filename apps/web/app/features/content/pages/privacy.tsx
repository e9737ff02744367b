import { formatDateLong, PRIVACY_MIN_AGE } from '@dhatu/domain';
import { Scale } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { FACTS } from '../policy-facts';
import { Bullets, H3, MailLink, Note, P, PageLink, PhoneLink, Strong } from '../prose';

/** The date this policy last changed; change it with the text. */
export const PRIVACY_POLICY_UPDATED = '2026-11-21';

/** Anyone under this age is a child under India's Digital Personal Data Protection Act, 2023. */
const DPDP_CHILD_AGE = 18;

/**
 * /privacy-policy (account §2: introduction, information collected, use, cookies, security, rights
 * with the contact e-mail, changes, children under 16) and what the DPDP Act 2023 asks of a shop:
 * notice, consent and its withdrawal, erasure, and a grievance officer.
 */
export const privacyPage: PolicyDoc = {
  path: '/privacy-policy',
  eyebrow: 'Your data',
  title: 'Privacy Policy',
  description: 'What personal data the shop collects, why, who it is shared with, and your rights under India\'s Digital Personal Data Protection Act, 2023.',
  note: `Last updated ${formatDateLong(PRIVACY_POLICY_UPDATED)}`,
  intro: (s) => (
    <p>
      {s.shopName} collects only the personal data it needs to sell and deliver handcrafted pieces to you, and never sells
      it. This policy explains what we collect, why, and how you stay in control.
    </p>
  ),
  sections: (s) => {
    const officer = s.grievanceOfficer;
    return [
      {
        id: 'introduction',
        title: 'Introduction',
        body: (
          <>
            <P>
              This policy applies to the {s.shopName} online shop, run from {s.address}. When you use the shop, create an
              account, place an order or write to us, {s.shopName} decides why and how your personal data is used — in the
              words of India's Digital Personal Data Protection Act, 2023 (the “DPDP Act”), we are the Data Fiduciary and
              you are the Data Principal.
            </P>
            <P>By using the shop you agree to this policy. If you do not agree, please do not use the shop.</P>
          </>
        ),
      },
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        body: (
          <Bullets
            items={[
              <><Strong>Account</Strong>: your mobile number (to sign you in with a one-time code), and the name and e-mail address you add to your profile.</>,
              <><Strong>Addresses</Strong>: the delivery and billing addresses you save or enter at checkout, including a receiver's name and phone when you order for someone else.</>,
              <><Strong>Orders</Strong>: what you bought, amounts, payment method and payment status. Card, UPI and bank details are handled by our payment partner and never reach us.</>,
              <><Strong>Messages and reviews</Strong>: what you send through the contact form (name, e-mail, message) and the reviews and photos you post.</>,
              <><Strong>Technical data</Strong>: your IP address, browser type and the pages requested, which our servers record to keep the shop running and to stop abuse.</>,
            ]}
          />
        ),
      },
      {
        id: 'how-we-use-it',
        title: 'How we use your information',
        body: (
          <>
            <Bullets
              items={[
                <>to sign you in, and to process, pack, deliver and track your orders;</>,
                <>to answer your messages and give support on orders, returns and refunds;</>,
                <>to issue invoices and keep the records that tax and consumer laws require;</>,
                <>to protect the shop and our customers from fraud and abuse, for example by limiting repeated login codes and messages;</>,
                <>to improve the shop from how it is used, in summary form.</>,
              ]}
            />
            <P>
              We do not sell or rent your personal data. We send offers and news only if you ask for them, and every such
              message lets you stop them.
            </P>
            <H3>Who we share it with</H3>
            <P>
              Only what each needs to do its job for us: courier partners (name, phone and delivery address), our SMS
              provider (your mobile number, for login codes), our payment partner (order amount and reference), and our
              e-mail provider (messages between us). They act on our instructions. We disclose data to authorities only when
              the law requires it.
            </P>
          </>
        ),
      },
      {
        id: 'cookies',
        title: 'Cookies and local storage',
        body: (
          <P>
            We do not use advertising or third-party tracking cookies. To work, the shop keeps a few essentials in your
            browser's local storage: your sign-in tokens, so you stay signed in, and — when you shop without signing in —
            the contents of your cart. Signing out removes the tokens; clearing your browser's site data removes everything.
          </P>
        ),
      },
      {
        id: 'data-security',
        title: 'Data security',
        body: (
          <>
            <P>
              The shop is served over an encrypted connection. One-time login codes are stored only in a scrambled (hashed)
              form and expire within minutes; sign-ins expire and can be ended by signing out. Access to customer data is
              limited to the people who need it to serve you.
            </P>
            <P>
              No system is perfectly secure. If a personal data breach ever affects you, we will tell you and the Data
              Protection Board of India, as the DPDP Act requires, and explain what we are doing about it.
            </P>
          </>
        ),
      },
      {
        id: 'consent',
        title: 'Your consent',
        body: (
          <>
            <P>
              We use your personal data with your consent, which you give for a clear purpose when you create an account,
              place an order or send us a message — and for the legitimate uses the DPDP Act allows, such as keeping records
              the law requires.
            </P>
            <H3>Withdrawing consent</H3>
            <P>
              You can withdraw your consent at any time, as easily as you gave it: write to <MailLink email={s.email} />.
              We then stop using your data for that purpose, and ask our partners to stop too. Withdrawal does not undo what
              was lawfully done before it, and we may no longer be able to serve orders that need the data.
            </P>
          </>
        ),
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        body: (
          <>
            <P>Under the DPDP Act you have the right to:</P>
            <Bullets
              items={[
                <><Strong>access</Strong> a summary of the personal data we hold about you and how we use it, and the names of those we share it with;</>,
                <><Strong>correct, complete and update</Strong> it — most of it directly in your profile and address book;</>,
                <><Strong>erase</Strong> it, as described below;</>,
                <><Strong>withdraw consent</Strong> at any time;</>,
                <><Strong>have your grievance heard</Strong> by our grievance officer;</>,
                <><Strong>nominate</Strong> a person to exercise these rights for you in the event of death or incapacity.</>,
              ]}
            />
            <P>
              To use any of these rights, e-mail <MailLink email={s.email} /> from the address or phone number on your
              account. We acknowledge your request within {FACTS.supportReply} and act on it within 30 days.
            </P>
          </>
        ),
      },
      {
        id: 'erasure',
        title: 'Erasure of your data',
        body: (
          <P>
            Ask us to delete your account and we erase your personal data, and have our partners erase it, once it is no
            longer needed for the purpose you gave it for. The only exception is what the law makes us keep — such as
            invoices and order records for tax purposes — which we keep only for the period required and use for nothing
            else.
          </P>
        ),
      },
      {
        id: 'grievance-officer',
        title: 'Grievance officer',
        body: (
          <>
            <P>If you have a concern about how your personal data is handled, contact our grievance officer:</P>
            <address className="mt-4 rounded-2xl border border-sand bg-white px-5 py-4 not-italic">
              <Strong>{officer.name ? `${officer.name}, Grievance Officer` : 'Grievance Officer'}</Strong>
              <br />
              {s.shopName}, {s.address}
              <br />
              E-mail: <MailLink email={officer.email} />
              <br />
              Phone: <PhoneLink phone={s.phone} />
            </address>
            <Note icon={Scale}>
              We acknowledge every grievance within {FACTS.supportReply} and resolve it within 30 days. If you are not
              satisfied with our answer, you can complain to the Data Protection Board of India.
            </Note>
          </>
        ),
      },
      {
        id: 'childrens-privacy',
        title: "Children's privacy",
        body: (
          <P>
            The shop is not meant for children under {PRIVACY_MIN_AGE}, and we do not knowingly collect their personal
            data. The DPDP Act treats everyone under {DPDP_CHILD_AGE} as a child: if you are under {DPDP_CHILD_AGE}, a parent
            or lawful guardian must place the order and consent for you. If you believe a child has given us personal data,
            write to <MailLink email={s.email} /> and we will delete it.
          </P>
        ),
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        body: (
          <P>
            We may update this policy as the shop or the law changes. The date at the top shows the latest version; when a
            change affects how we use your data, we will tell you on the shop and, if you have an account, by e-mail before
            it applies.
          </P>
        ),
      },
      {
        id: 'contact',
        title: 'Contact us',
        body: (
          <P>
            Questions about this policy or your data: write to <MailLink email={s.email} />, call{' '}
            <PhoneLink phone={s.phone} />, or use the <PageLink to="/contact">contact form</PageLink>.
          </P>
        ),
      },
    ];
  },
  related: [
    { to: '/payment', label: 'Payments Policy' },
    { to: '/returnpolicy', label: 'Returns Policy' },
    { to: '/contact', label: 'Contact Us' },
  ],
};
