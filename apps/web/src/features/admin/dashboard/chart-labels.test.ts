import { describe, expect, it } from 'vitest';
import { rupeesAxis, wrapChartLabel } from './chart-labels.js';

describe('wrapChartLabel', () => {
  it('when a name fits, then it is one line as it was', () => {
    expect(wrapChartLabel('Toned Milk')).toEqual(['Toned Milk']);
  });

  it('when a name is long, then it breaks between words onto two lines, each at most the width', () => {
    const lines = wrapChartLabel('Organic Jaggery (Gur) 500 g');
    expect(lines).toEqual(['Organic Jaggery', '(Gur) 500 g']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
  });

  it('when a name needs more than two lines, then the second ends in an ellipsis and nothing is wider', () => {
    const lines = wrapChartLabel('Fresh Farm Paneer Malai Cottage Cheese Block');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Fresh Farm');
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines[1]!.length).toBeLessThanOrEqual(16);
  });

  it('when one word is wider than a line, then it is cut across lines', () => {
    expect(wrapChartLabel('Supercalifragilisticexpialidocious', 10, 3)).toEqual([
      'Supercalif',
      'ragilistic',
      'expialido…',
    ]);
  });

  it('when the name is Telugu or Hindi, then a letter and its vowel sign stay together', () => {
    const [first] = wrapChartLabel('తాజా పనీర్ మలై బ్లాక్', 6);
    // "తాజా" is 2 graphemes; with the next word it is 2 + 1 + 3 = 6.
    expect(first).toBe('తాజా పనీర్');
    // "ऑर्गेनिक" is ऑ + र्गे + नि + क: cut after three, the half letter र् never parts from गे.
    expect(wrapChartLabel('ऑर्गेनिक गुड़', 3, 2)).toEqual(['ऑर्गेनि', 'क…']);
  });
});

describe('rupeesAxis', () => {
  it('when the revenue axis labels a value, then it carries ₹ and Indian grouping, whole rupees without paise', () => {
    const en = rupeesAxis('en');
    expect(en(1200)).toBe('₹1,200');
    expect(en(150000)).toBe('₹1,50,000');
    expect(en(0.5)).toBe('₹0.50');
    // A float from the chart's tick step never shows as ₹0.30000000000000004.
    expect(en(0.1 + 0.2)).toBe('₹0.30');
    expect(rupeesAxis('hi')(1200)).toMatch(/^₹/);
  });
});
