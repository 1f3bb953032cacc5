import { describe, expect, it } from 'vitest';
import { backButtonAction } from './back-button.js';

describe("Android's back button", () => {
  it('when a screen has history, then back goes back', () => {
    expect(backButtonAction('/orders/123', true)).toBe('back');
  });

  it('when on the home screen, then back leaves the app, even with history behind it', () => {
    expect(backButtonAction('/home', true)).toBe('exit');
    expect(backButtonAction('/home', false)).toBe('exit');
    expect(backButtonAction('/', false)).toBe('exit');
  });

  it("when on the console's or the rider app's start, then back leaves the app (it is that person's home)", () => {
    expect(backButtonAction('/delivery', false)).toBe('exit');
    expect(backButtonAction('/admin', true)).toBe('exit');
    expect(backButtonAction('/admin/orders', false)).toBe('home');
  });

  it('when a screen opened from a link has no history, then back leads home rather than out', () => {
    expect(backButtonAction('/track-order/123', false)).toBe('home');
  });
});
