/** The DPDP pages' texts (English, the source); hi.ts and te.ts must have exactly the same keys. */
export const privacyEn = {
  data: {
    title: 'Download my data',
    intro:
      'Get a copy of the personal data Tokri holds about you, as one JSON file: your profile and email, addresses, orders with their items, payments and refunds, subscriptions, wallet, favourites, notifications, devices that get notifications, saved payment methods (masked) and your notification choices.',
    masked:
      'Card numbers and payment tokens are never in the file: saved cards show only the network and last four digits, and notification addresses only the service’s name.',
    download: 'Download my data',
    downloading: 'Preparing your file…',
    done: 'Your file has been downloaded.',
    limit: 'You can download your data once a minute.',
  },
  delete: {
    title: 'Delete my account',
    intro: 'Deleting your account erases your personal data from Tokri after a waiting period.',
    erased: 'What is erased',
    erasedList:
      'Your name, email, phone and date of birth; saved addresses; cart, favourites and recently viewed items; saved payment methods; notifications and notification devices; subscriptions (they are cancelled).',
    kept: 'What is kept, and why',
    keptList:
      'Your orders, their items and GST tax invoices are kept for 72 months, as Indian GST law requires, but without your name, phone or address (only the state, which the tax needs). Payment, refund and wallet records keep their amounts. Any wallet balance is still yours: write to support to have it paid out.',
    grace_one:
      'You have {{count}} day to change your mind: sign in again before then and choose “Cancel deletion”. Every device is signed out now.',
    grace_other:
      'You have {{count}} days to change your mind: sign in again before then and choose “Cancel deletion”. Every device is signed out now.',
    graceNone:
      'This server erases accounts without a waiting period: your data is erased within minutes. Every device is signed out now.',
    activeOrders: 'An order that is still on its way must be delivered or cancelled first.',
    password: 'Your password',
    passwordHint: 'Enter your password to confirm it is you.',
    submit: 'Delete my account',
    submitting: 'Deleting…',
    scheduledToast: 'Your account will be deleted on {{date}}. You have been signed out.',
    scheduledTitle: 'Your account is scheduled for deletion',
    scheduledOn: 'It will be erased on {{date}} (IST). Until then you can keep it by cancelling.',
    cancel: 'Cancel deletion',
    cancelling: 'Cancelling…',
    cancelled: 'Deletion cancelled. Your account stays as it is.',
    staff:
      'Admin and delivery partner accounts cannot be deleted here. Please ask a Tokri admin to close it.',
    loadFailed: 'Could not load your account’s status.',
    retry: 'Try again',
  },
  links: {
    policy: 'Privacy policy',
    data: 'Download my data',
    delete: 'Delete my account',
  },
};
