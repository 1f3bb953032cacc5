export const referralsEn = {
  title: 'Refer and earn',
  intro:
    'Invite friends to Tokri. They get {{coupon}} off their first order of {{minimum}} or more, and you get {{reward}} in your wallet when it is delivered.',
  codeLabel: 'Your invite code',
  linkLabel: 'Your invite link',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy. Select the link and copy it yourself.',
  share: 'Share',
  shareTitle: 'Tokri',
  shareText: 'I buy my groceries on Tokri. Sign up with my link and get {{coupon}} off your first order:',
  how: {
    heading: 'How it works',
    step1: 'Share your link or code with a friend.',
    step2:
      'Your friend signs up with it and gets a {{coupon}} coupon for their first order of {{minimum}} or more.',
    step3: 'When that first order is delivered, {{reward}} is added to your Tokri wallet.',
    fine: 'One reward per new phone number. Inviting yourself does not count.',
  },
  history: {
    heading: 'Your referrals',
    empty: 'No one has joined with your link yet.',
    joined: 'Joined on {{date}}',
    loadFailed: 'Could not load your referrals.',
    retry: 'Try again',
  },
  status: {
    pending: 'Waiting for first delivery',
    rewarded: 'Reward earned',
    not_eligible: 'Not eligible',
  },
};
export type ReferralsTexts = typeof referralsEn;
