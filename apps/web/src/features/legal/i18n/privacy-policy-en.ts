/**
 * The privacy policy (DPDP Act 2023, ADR 0051), in the legal page's own lazy chunk. It says what the code does:
 * change it with personal-data-tables.ts, the erasure and the export.
 */
export const privacyPolicyEn = {
  title: 'Privacy Policy',
  updated: 'Last updated: 26 November 2026',
  sections: {
    collect: {
      heading: 'What we collect',
      body: [
        'Your account: name, email or mobile number, date of birth if you give it, your language and your notification choices (push, SMS, marketing email). Your password is stored only as a one-way hash.',
        'To deliver: your saved addresses with the contact name and phone, and the map point you pick while choosing where to deliver.',
        'Your shopping: cart, favourites, recently viewed products, orders with their items, payments, refunds, GST tax invoices, subscriptions and your wallet.',
        'Saved payment methods: a UPI handle, or a card’s network and last four digits; card numbers stay with our payment partner. Devices that receive notifications. For security: the IP address and browser of each signed-in session, and failed sign-ins.',
      ],
    },
    use: {
      heading: 'Why we use it',
      body: [
        'To take, pack and deliver your orders, take payments and send refunds, issue the tax invoices the law requires, send the updates you chose, and keep accounts safe from misuse. We never sell personal data and show no third-party ads.',
      ],
    },
    share: {
      heading: 'Who sees it',
      body: [
        'The store that packs your order and the delivery partner who brings it see your name, phone and delivery address for that order. Our payment partner (Razorpay) processes online payments and refunds. Browser and phone push services carry the notifications you turned on.',
      ],
    },
    keep: {
      heading: 'How long we keep it',
      body: [
        'Your account data stays while you have an account. A signed-in session lasts up to 30 days after its last use; live order updates are kept for a day.',
        'When your account is deleted, we erase your name, email, phone, date of birth, addresses, cart, favourites, recently viewed, saved payment methods, notifications, notification devices and sessions, and cancel your subscriptions.',
        'We keep your orders, their items and GST tax invoices for 72 months, as Indian GST law requires, but without your name, phone or address: only the state, which the tax needs. Payment, refund and wallet records keep their amounts, and a record that the account was deleted and when.',
      ],
    },
    rights: {
      heading: 'Your rights',
      body: [
        'See and download your data: “Download my data” (in your settings, or at {{dataPath}}) gives you one JSON file of everything above that is about you.',
        'Correct it: edit your profile and addresses at any time. Withdraw consent: turn off push, SMS or marketing email in your profile.',
        'Delete your account: at {{deletePath}}, confirm with your password. Every device is signed out at once, and your data is erased 7 days later; until then, sign in and choose “Cancel deletion” to keep it. An order still on its way must be delivered or cancelled first.',
      ],
    },
    grievance: {
      heading: 'Questions and complaints',
      body: [
        'Write to our Grievance Officer at {{grievanceEmail}}, or to {{supportEmail}}. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
  },
};
