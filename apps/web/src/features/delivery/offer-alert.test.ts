import { DELIVERY_AGENT_ALERT } from '@tokri/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tonePlan, vibrationPattern } from '../../shared/sound/tone-plan.js';
import { createOfferAlert, offerSoundKey } from './offer-alert.js';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

afterEach(() => vi.restoreAllMocks());

const o1 = { id: 'o1', orderId: 'order-1' };
const o2 = { id: 'o2', orderId: 'order-2' };

describe('the new-offer alert', () => {
  it('when offers arrive, then each id rings once: a refetch with the same offer stays quiet', () => {
    const play = vi.fn();
    const vibrate = vi.fn();
    const alert = createOfferAlert({ soundOn: () => true, play, vibrate, storage: memory() });
    expect(alert.announce([o1])).toEqual(['o1']);
    expect(alert.announce([o1])).toEqual([]);
    expect(alert.announce([o1, o2])).toEqual(['o2']);
    // The key is the offer notification's, so the notification and the app ring once between them.
    expect(play.mock.calls).toEqual([['order-1:rider_offer'], ['order-2:rider_offer']]);
    expect(offerSoundKey('order-1')).toBe('order-1:rider_offer');
    // The sound player vibrates with the sound; no second buzz.
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('when two offers arrive together, then one ring announces both', () => {
    const play = vi.fn();
    const alert = createOfferAlert({ soundOn: () => true, play, vibrate: vi.fn(), storage: memory() });
    expect(alert.announce([o1, o2])).toEqual(['o1', 'o2']);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('when sounds are off on this phone, then it still vibrates', () => {
    const vibrate = vi.fn();
    const play = vi.fn();
    const alert = createOfferAlert({ soundOn: () => false, play, vibrate, storage: memory() });
    alert.announce([o1]);
    alert.announce([o1]);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(play).not.toHaveBeenCalled();
  });

  it('when the tab is reloaded, then offers already announced stay quiet', () => {
    const storage = memory();
    createOfferAlert({ soundOn: () => true, play: vi.fn(), vibrate: vi.fn(), storage }).announce([o1]);
    const play = vi.fn();
    const again = createOfferAlert({ soundOn: () => true, play, vibrate: vi.fn(), storage });
    expect(again.announce([o1, { id: 'o3', orderId: 'order-3' }])).toEqual(['o3']);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("when it rings, then it is the spec's delivery-agent alert: a ringtone, 3 repeats of 1.5 s, and a buzz per repeat", () => {
    const tones = tonePlan(DELIVERY_AGENT_ALERT);
    expect(new Set(tones.map((tone) => tone.frequency))).toEqual(new Set([400, 450]));
    // Three rings of 1.5 s (five 0.2 s bursts of two notes each), 0.15 s apart.
    expect(tones).toHaveLength(3 * 5 * 2);
    const starts = new Set(tones.map((tone) => tone.start));
    for (const ring of [0, 1.65, 3.3]) expect(starts.has(ring), String(ring)).toBe(true);
    expect(Math.max(...starts)).toBeCloseTo(3.3 + 1.2, 3);
    expect(vibrationPattern(DELIVERY_AGENT_ALERT)).toEqual([1500, 100, 1500, 100, 1500]);
  });
});
