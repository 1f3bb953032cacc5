import type { SupportContact } from '@tokri/core';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { useSupportText } from '../i18n/texts.js';

/** Contact us (issue 16 item 3): call, email, WhatsApp, and the hours someone answers, in IST. */
export function ContactCard({ contact }: { contact: SupportContact }) {
  const text = useSupportText();
  const telephone = contact.phone.replace(/[\s-]/g, '');
  return (
    <section
      aria-labelledby="support-contact"
      className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
    >
      <h2 id="support-contact" className="text-lg font-semibold">
        {text('contact.heading')}
      </h2>
      <p className="flex items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
        <Clock aria-hidden="true" className="size-4" />
        {text('contact.hours', { opens: contact.opensAt, closes: contact.closesAt })}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <a href={`tel:${telephone}`} className={linkButtonClass.secondary}>
          <Phone aria-hidden="true" className="size-5" />
          {text('contact.call', { phone: contact.phone })}
        </a>
        <a href={`mailto:${contact.email}`} className={`${linkButtonClass.secondary} break-all`}>
          <Mail aria-hidden="true" className="size-5" />
          {text('contact.email', { email: contact.email })}
        </a>
        <a
          href={`https://wa.me/${contact.whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          className={linkButtonClass.secondary}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {text('contact.whatsapp')}
        </a>
      </div>
    </section>
  );
}
