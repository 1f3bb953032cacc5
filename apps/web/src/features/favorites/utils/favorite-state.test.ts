import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.js';
import { adjustCount, failureMessage, successMessage, withFavorite } from './favorite-state.js';

describe('withFavorite', () => {
  it('when a product is favourited, then it goes first, once', () => {
    expect(withFavorite(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(withFavorite(['a', 'c'], 'c', true)).toEqual(['c', 'a']);
  });

  it('when a product is unfavourited, then it leaves the list', () => {
    expect(withFavorite(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withFavorite(['a'], 'z', false)).toEqual(['a']);
  });
});

describe('adjustCount', () => {
  it('moves by one only when the state really changes, and never below zero', () => {
    expect(adjustCount(2, false, true)).toBe(3);
    expect(adjustCount(2, true, false)).toBe(1);
    expect(adjustCount(2, true, true)).toBe(2);
    expect(adjustCount(0, true, false)).toBe(0);
  });
});

describe('messages (spec §5, §8)', () => {
  const text = (key: string) => en.favorites[key.split('.')[1] as keyof typeof en.favorites];

  it('when it works, then the toast says what happened', () => {
    expect(text(successMessage(true))).toBe('Added to favourites');
    expect(text(successMessage(false))).toBe('Removed from favourites');
  });

  it('when it fails while signed in, then the toast says it failed', () => {
    expect(text(failureMessage(true, false))).toBe('Failed to add to favourites');
    expect(text(failureMessage(false, false))).toBe('Failed to remove from favourites');
  });

  it('when there is no session, then the toast asks to log in', () => {
    expect(text(failureMessage(true, true))).toBe('Please login to add favourites');
    expect(text(failureMessage(false, true))).toBe('Please login to manage favourites');
  });
});
