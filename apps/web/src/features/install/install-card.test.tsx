import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { InstallCard } from './install-card.js';
import { INSTALL_DISMISSED_KEY } from './install-offer.js';
import { captureInstallPrompt, forgetInstallPrompt } from './install-prompt-event.js';

/** What Chromium fires: an event whose prompt() opens the install dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

beforeAll(async () => {
  await initI18n();
  captureInstallPrompt();
});
afterEach(async () => {
  cleanup();
  forgetInstallPrompt();
  localStorage.clear();
  await changeLanguage('en');
});

describe('the install card', () => {
  it('when the browser offers installing, then its own banner is held back and no card shows without an order', () => {
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    render(<InstallCard hasOrdered={false} />);
    expect(screen.queryByTestId('install-card')).toBeNull();
  });

  it('when the customer has ordered, then "Install Tokri" shows and Install opens the browser dialog once', async () => {
    const event = offerInstall();
    render(<InstallCard hasOrdered />);
    expect(screen.getByRole('heading', { name: 'Install Tokri' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('install-card')).toBeNull();
    // Accepted: no snooze needed (the app is installed, and the card hides there).
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('when "Not now" is chosen, then the card goes and does not come back on the next order', () => {
    offerInstall();
    render(<InstallCard hasOrdered />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('install-card')).toBeNull();
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
    cleanup();
    render(<InstallCard hasOrdered />);
    expect(screen.queryByTestId('install-card')).toBeNull();
  });

  it('when the browser never offered installing (or it is installed), then nothing shows even after an order', () => {
    render(<InstallCard hasOrdered />);
    expect(screen.queryByTestId('install-card')).toBeNull();
  });

  it('when shown in Hindi or Telugu, then the card speaks it', async () => {
    offerInstall();
    await changeLanguage('hi');
    render(<InstallCard hasOrdered />);
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeTruthy();
    cleanup();
    await changeLanguage('te');
    render(<InstallCard hasOrdered />);
    expect(screen.getByRole('button', { name: 'ఇప్పుడు కాదు' })).toBeTruthy();
  });
});
