import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { hasPushSubscription, pushSupported } from '../utils/web-push.js';
import { PushReachNote } from './push-reach-note.js';

vi.mock('../utils/web-push.js', () => ({ pushSupported: vi.fn(), hasPushSubscription: vi.fn() }));
vi.mock('../native/native-bridge.js', () => ({ isNativeShell: () => false }));

/** The browser's Notification permission, as a page sees it. */
function browserSays(permission: NotificationPermission, subscribed: boolean) {
  vi.stubGlobal('Notification', { permission });
  vi.mocked(pushSupported).mockReturnValue(true);
  vi.mocked(hasPushSubscription).mockResolvedValue(subscribed);
}

async function renderNote(switchOn = true) {
  render(
    <MemoryRouter>
      <PushReachNote switchOn={switchOn} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PushReachNote', () => {
  it('when the switch is on but the browser blocks notifications, then it says nothing reaches this device and how to unblock', async () => {
    browserSays('denied', true);
    await renderNote();
    const note = screen.getByTestId('push-reach');
    expect(note.dataset.reach).toBe('blocked');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain('This browser blocks notifications from this site');
    expect(note.textContent).toContain('To unblock: tap the lock');
    expect(screen.getByRole('link', { name: 'How to turn them on' }).getAttribute('href')).toBe(
      '/push-notifications',
    );
  });

  it('when this browser has no push subscription, then it says only the app and the bell get updates, with a way to set it up', async () => {
    browserSays('default', false);
    await renderNote();
    expect(screen.getByTestId('push-reach').dataset.reach).toBe('off');
    expect(screen.getByRole('link', { name: 'Set up notifications on this device' })).toBeTruthy();
  });

  it('when permission is granted and the device is subscribed, then it says notifications reach this device', async () => {
    browserSays('granted', true);
    await renderNote();
    expect(screen.getByTestId('push-reach').textContent).toBe('Notifications reach this device.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('when the browser cannot do push at all, then it says so; when the switch is off, nothing is added', async () => {
    vi.mocked(pushSupported).mockReturnValue(false);
    await renderNote();
    expect(screen.getByTestId('push-reach').dataset.reach).toBe('unsupported');
    document.body.innerHTML = '';
    browserSays('denied', false);
    await renderNote(false);
    expect(screen.queryByTestId('push-reach')).toBeNull();
  });

  it('when the hi and te texts are shown, then they are translated, not English', async () => {
    for (const language of ['hi', 'te'] as const) {
      await act(async () => changeLanguage(language));
      browserSays('denied', true);
      await renderNote();
      expect(screen.getByTestId('push-reach').textContent).not.toMatch(/[A-Za-z]{3}/);
      document.body.innerHTML = '';
    }
    await act(async () => changeLanguage('en'));
  });
});
