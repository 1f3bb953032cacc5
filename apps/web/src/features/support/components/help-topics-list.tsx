import type { SupportRules } from '@tokri/core';
import { useFormat } from '../../../shared/format/use-format.js';
import { HELP_TOPICS } from '../help-topics.js';
import { useSupportText } from '../i18n/texts.js';

/** The help topics and their questions; with a search, only the matching questions, opened. */
export function HelpTopicsList({ rules, matches }: { rules: SupportRules; matches: Set<string> | null }) {
  const text = useSupportText();
  const format = useFormat();
  const values = {
    fee: format.rupees(rules.deliveryFeePaise),
    freeFrom: format.rupees(rules.freeDeliveryFromPaise),
    minimum: format.rupees(rules.minimumOrderPaise),
    paymentMinutes: rules.paymentExpiryMinutes,
    lateMinutes: rules.lateDeliveryRefundMinutes,
    rejectMinutes: rules.substituteRejectMinutes,
  };
  return (
    <div className="space-y-4">
      {HELP_TOPICS.map(({ topic, questions }) => {
        const shown = matches ? questions.filter((key) => matches.has(key)) : questions;
        if (shown.length === 0) return null;
        return (
          <section key={topic} aria-labelledby={`topic-${topic}`} className="space-y-2">
            <h3 id={`topic-${topic}`} className="text-base font-semibold">
              {text(`topics.${topic}`)}
            </h3>
            <ul className="divide-y divide-stone-200 rounded-2xl bg-white dark:divide-stone-800 dark:bg-stone-900">
              {shown.map((key) => (
                <li key={key}>
                  <details open={matches !== null} className="group px-4">
                    <summary className="flex min-h-11 cursor-pointer items-center py-2 font-medium">
                      {text(`faq.${key}.q`)}
                    </summary>
                    <p className="pb-3 text-sm text-stone-700 dark:text-stone-300">
                      {text(`faq.${key}.a`, values)}
                    </p>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
