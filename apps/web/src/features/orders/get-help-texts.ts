import { featureTexts } from '../../shared/i18n/feature-texts.js';

/** "Get help" on an order (issue 16 item 3), in the orders' lazy chunk (ADR 0033). */
export const orderHelpTexts = featureTexts('order-help', {
  en: { getHelp: 'Get help' },
  hi: { getHelp: 'मदद लें' },
  te: { getHelp: 'సహాయం పొందండి' },
});
