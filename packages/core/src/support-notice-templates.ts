import type { Language } from './languages.js';

/**
 * The customer's notice that support answered their ticket (issue 16 item 3, ADR 0049). Not an order template
 * (§9's need "#{{orderId}}"): a bug report has no order. Its one button opens the ticket.
 */
export const SUPPORT_REPLY_TEXTS: Record<Language, { title: string; message: string; action: string }> = {
  en: {
    title: 'Support replied',
    message: 'We answered your request "{{subject}}". Open it to read the reply.',
    action: 'Open request',
  },
  hi: {
    title: 'सहायता टीम ने जवाब दिया',
    message: 'हमने आपके अनुरोध "{{subject}}" का जवाब दिया है। जवाब पढ़ने के लिए इसे खोलें।',
    action: 'अनुरोध खोलें',
  },
  te: {
    title: 'సహాయ బృందం సమాధానం ఇచ్చింది',
    message: 'మీ అభ్యర్థన "{{subject}}"కి మేము సమాధానం ఇచ్చాము. సమాధానం చదవడానికి దాన్ని తెరవండి.',
    action: 'అభ్యర్థన తెరవండి',
  },
};

/** Where a ticket's notice takes the customer. */
export const supportTicketPath = (ticketId: string) => `/support/tickets/${ticketId}`;
