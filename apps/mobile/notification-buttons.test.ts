/**
 * Issue 32 item 2: the iOS shell registers, at start, a notification category for every set of buttons the
 * server can send (`aps.category` "tokri.<ids>"), each button titled as the app titles it in en, hi and te.
 * A template given a new button set on the server without the shell knowing it would show no buttons on iOS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LANGUAGES,
  NOTIFICATION_ACTIONS,
  NOTIFICATION_TEMPLATES,
  notificationDefinition,
  notificationTexts,
  REFERRAL_REWARD_NOTICE,
  SUBSCRIPTION_NOTICE_TEMPLATES,
  subscriptionNoticeDefinition,
} from '@tokri/core';
import { describe, expect, it } from 'vitest';

const swift = readFileSync(join(import.meta.dirname, 'ios', 'App', 'App', 'AppDelegate.swift'), 'utf8');
const section = (name: string) => {
  const start = swift.indexOf(`static let ${name}`);
  return swift.slice(start, swift.indexOf('\n    ]\n', start));
};

/** Every set of buttons a Tokri notification carries (order templates, plan notices, rewards, support replies). */
function serverSets(): string[] {
  const sets = new Set<string>([
    ...NOTIFICATION_TEMPLATES.map((t) => notificationDefinition(t).actions.join('.')),
    ...SUBSCRIPTION_NOTICE_TEMPLATES.map((t) => subscriptionNoticeDefinition(t).actions.join('.')),
    REFERRAL_REWARD_NOTICE.actions.join('.'),
    'support',
  ]);
  sets.delete('');
  return [...sets].sort();
}

describe('the iOS shell knows every set of notification buttons', () => {
  it('when the server sends a push with buttons, then the shell registered its category', () => {
    const registered = [...section('sets').matchAll(/\[("[^\]]*")\]/g)].map((match) =>
      [...match[1]!.matchAll(/"([a-z]+)"/g)].map((id) => id[1]).join('.'),
    );
    expect(registered.sort()).toEqual(serverSets());
    expect(swift).toContain('identifier: "tokri." + ids.joined(separator: ".")');
    expect(swift).toContain('NotificationButtons.register()');
  });

  it("when iOS shows a button, then its title is the app's, in each of the three languages", () => {
    const titles = section('titles');
    for (const action of NOTIFICATION_ACTIONS) {
      const line = titles.split('\n').find((text) => text.trim().startsWith(`"${action}":`));
      expect(line, action).toBeDefined();
      for (const language of LANGUAGES) {
        const title = (notificationTexts(language).actions as Record<string, string>)[action]!;
        expect(line, `${action} ${language}`).toContain(`"${language}": "${title}"`);
      }
    }
  });
});
