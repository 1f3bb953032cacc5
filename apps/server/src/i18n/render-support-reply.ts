import {
  interpolate,
  type Language,
  type RenderedNotification,
  SUPPORT_REPLY_TEXTS,
  supportTicketPath,
} from '@tokri/core';

/** The subject a notice names: the bug's title, or the order's short id (spec §9: its last 8 characters). */
function subjectOf(ticket: { title: string | null; order_id: string | null }, language: Language) {
  if (ticket.title) return ticket.title;
  const order = { en: 'order', hi: 'ऑर्डर', te: 'ఆర్డర్' }[language];
  return ticket.order_id ? `${order} #${ticket.order_id.slice(-8)}` : '';
}

/** The customer's notice that support answered, in one language, with a button to the request. */
export function renderSupportReply(
  language: Language,
  ticket: { id: string; title: string | null; order_id: string | null },
): RenderedNotification {
  const texts = SUPPORT_REPLY_TEXTS[language];
  return {
    template: 'support_reply',
    type: 'general',
    title: texts.title,
    message: interpolate(texts.message, { subject: subjectOf(ticket, language) }),
    icon: 'message-circle',
    priority: 'high',
    actions: [{ id: 'support', title: texts.action, path: supportTicketPath(ticket.id) }],
    params: { id: ticket.id, title: ticket.title, order_id: ticket.order_id },
  };
}
