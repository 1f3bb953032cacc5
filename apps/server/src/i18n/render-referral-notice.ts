import { actionPath, type Language, REFERRAL_REWARD_NOTICE, type RenderedNotification } from '@tokri/core';
import { translator } from './server-i18n.js';

/** The referrer's reward notice (ADR 0050) in one language, with its "Invite more friends" button. */
export function renderReferralNotice(language: Language, values: { amount: string }): RenderedNotification {
  const t = translator(language, 'referrals');
  const actionTitle = translator(language, 'notifications');
  return {
    template: 'referral_reward',
    type: REFERRAL_REWARD_NOTICE.type,
    title: t('referral_reward.title', values),
    message: t('referral_reward.message', values),
    icon: REFERRAL_REWARD_NOTICE.icon,
    priority: REFERRAL_REWARD_NOTICE.priority,
    actions: REFERRAL_REWARD_NOTICE.actions.map((id) => ({
      id,
      title: actionTitle(`actions.${id}`),
      path: actionPath(id, null),
    })),
    params: values,
  };
}
