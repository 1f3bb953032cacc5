/**
 * The support screens' texts (English, the source); hi.ts and te.ts must have exactly the same keys. The help
 * answers quote the server's own settings ({{fee}}, {{freeFrom}}, …) from GET /api/support/contact.
 */
export const supportEn = {
  title: 'Help and support',
  search: {
    label: 'Search help',
    placeholder: 'e.g. refund, delivery fee, रिफ़ंड, డెలివరీ',
    results_one: '{{count}} answer found',
    results_other: '{{count}} answers found',
    none: 'No answers match. Try another word, or contact us below.',
  },
  topicsHeading: 'Help topics',
  topics: {
    delivery: 'Delivery',
    payments: 'Payments',
    refunds: 'Refunds',
    subscriptions: 'Subscriptions',
    account: 'Account and orders',
  },
  faq: {
    deliveryFee: {
      q: 'How much does delivery cost?',
      a: 'Orders of {{freeFrom}} or more are delivered free. Below that, delivery costs {{fee}}. The smallest order we can deliver is {{minimum}}. Checkout shows every charge before you pay.',
    },
    deliveryTime: {
      q: 'When will my order arrive?',
      a: 'Checkout shows an estimate: packing time at the nearest store plus the ride to you. Once a rider accepts your order, it usually reaches you in 30–45 minutes. Open the order to follow the rider on the map.',
    },
    deliveryCode: {
      q: 'What is the 4-digit delivery code?',
      a: 'Your order page shows a 4-digit code. Tell it to the rider at your door only when you have your bags: it confirms that the order reached you.',
    },
    substitutes: {
      q: 'What happens if an item is out of stock?',
      a: 'At checkout you choose, item by item, whether we may bring a similar product or should leave it out. A substitute never costs more than what you ordered. You can reject a substitute from the order page within {{rejectMinutes}} minutes.',
    },
    paymentMethods: {
      q: 'How can I pay?',
      a: 'Online (UPI, cards and net banking through our payment partner) or cash on delivery. The Tokri wallet pays for subscription deliveries.',
    },
    paymentWindow: {
      q: 'My online payment did not go through. What now?',
      a: 'An online order waits {{paymentMinutes}} minutes for its payment; you can try again from the order page during that time. If money was taken for an order that had already ended, we refund all of it automatically.',
    },
    cashOnDelivery: {
      q: 'Can I pay cash at the door?',
      a: 'Yes. Choose cash on delivery at checkout and pay the rider the order total when it arrives.',
    },
    refundTiming: {
      q: 'How long does a refund take?',
      a: 'A refund to your original payment method usually reaches you in 5–7 working days. Turn on "Send refunds to my Tokri wallet" on the wallet page and refunds arrive in the wallet at once.',
    },
    refundAutomatic: {
      q: 'Which refunds happen without asking?',
      a: 'A cancelled prepaid order, items missing or refused at the door, the difference for a cheaper substitute, a rejected substitute, and the delivery fee when a prepaid order arrives more than {{lateMinutes}} minutes after it was placed. A cash order is paid only for what you accept at the door, so nothing in it is refunded without asking.',
    },
    refundProblem: {
      q: 'Something is missing, damaged or wrong. How do I get help?',
      a: 'Open the order and tap "Get help". Choose what went wrong, the item, and add a photo if you can. Our team answers in the app and can refund you.',
    },
    refundCash: {
      q: 'I paid cash on delivery. How do I get a refund?',
      a: 'Ask for help on the delivered order as above. Our team can refund the cash you paid into your Tokri wallet at once, or send it to a UPI id or a bank account (account number and IFSC) you give them in your request. The refund and its state appear on your request; if the bank sends a payment back, it shows as failed and our team can send it again.',
    },
    subscriptionHow: {
      q: 'How do subscriptions work?',
      a: 'A subscription delivers a product on the days you choose. Each day’s order is created at midnight (IST). The wallet pays for each delivery once it is made, or you pay cash if you chose that.',
    },
    subscriptionChanges: {
      q: 'Until when can I change tomorrow’s delivery?',
      a: 'Pause, skip or change the quantity for a day until 10:00 pm (IST) the day before. After that, the delivery goes ahead.',
    },
    subscriptionBalance: {
      q: 'What if my wallet balance is too low?',
      a: 'A wallet-paid delivery that the balance cannot cover is skipped, and we tell you. Add money before midnight to keep tomorrow’s delivery.',
    },
    cancelOrder: {
      q: 'Can I cancel an order?',
      a: 'Yes, from the order page, until the store starts packing it. A prepaid order is refunded in full.',
    },
    language: {
      q: 'How do I change the language?',
      a: 'Open Settings from your profile and choose English, हिन्दी or తెలుగు. The app and your notifications switch to it.',
    },
    password: {
      q: 'I forgot my password.',
      a: 'On the sign-in screen, choose "Forgot password" and enter your email or phone. The reset link works for 60 minutes.',
    },
  },
  actions: {
    heading: 'Need more help?',
    orderHelp: 'Help with an order',
    orderHelpHint: 'Open the order and tap "Get help".',
    bug: 'Report a bug',
    tickets: 'My requests',
  },
  contact: {
    heading: 'Contact us',
    call: 'Call {{phone}}',
    email: 'Email {{email}}',
    whatsapp: 'Chat on WhatsApp',
    hours: 'Every day, {{opens}} – {{closes}} (IST)',
    loadFailed: 'Could not load the contact details.',
  },
  reasons: {
    missing_item: 'An item is missing',
    damaged_item: 'An item is damaged',
    wrong_item: 'I got the wrong item',
    late_delivery: 'The delivery was late',
    payment_problem: 'A problem with payment',
  },
  orderHelp: {
    title: 'Help with order #{{order}}',
    reason: 'What went wrong?',
    item: 'Which item? (optional)',
    anyItem: 'Not a single item',
    message: 'Tell us what happened',
    photo: 'Add a photo (optional)',
    photoHint: 'JPEG, PNG or WebP.',
    removePhoto: 'Remove photo',
    submit: 'Send to support',
    sent: 'Your request was sent. We will reply here.',
    loadFailed: 'Could not load the order.',
  },
  bug: {
    title: 'Report a bug',
    name: 'Title',
    priority: 'How urgent is it?',
    priorities: { low: 'Low', medium: 'Medium', high: 'High' },
    description: 'What happened, and what did you expect?',
    device: 'We attach the app version ({{version}}), your browser, screen size and language.',
    submit: 'Send report',
    sent: 'Thank you! Your report reached our team.',
  },
  tickets: {
    title: 'My requests',
    empty: 'You have no support requests yet.',
    loadFailed: 'Could not load your requests.',
    order: 'Order #{{order}}',
    updated: 'Updated {{when}}',
    status: { open: 'Waiting for us', answered: 'Answered', resolved: 'Resolved' },
    priority: 'Priority: {{priority}}',
  },
  ticket: {
    you: 'You',
    staff: 'Tokri support',
    photoAlt: 'Photo you attached',
    reply: 'Your reply',
    send: 'Send',
    sent: 'Reply sent',
    refund: 'Refund of {{amount}} issued',
    back: 'All requests',
    item: 'Item: {{name}}',
  },
  loading: 'Loading…',
  retry: 'Try again',
};
