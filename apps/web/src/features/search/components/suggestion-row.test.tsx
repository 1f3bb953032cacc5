import { cleanup, render, screen } from '@testing-library/react';
import type { SearchSuggestion } from '@tokri/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { SuggestionRow } from './suggestion-row.js';

const coriander = {
  id: 'p1',
  name: 'कोथिंबीर',
  unit: '1 bunch',
  imageUrl: null,
  pricePaise: 1500,
  finalPricePaise: 1500,
  stockQuantity: 10,
  category: { id: 'c', slug: 'fruits-vegetables', name: 'फल और सब्ज़ियाँ', description: '' },
} as SearchSuggestion;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('hi');
});
afterAll(async () => {
  await changeLanguage('en');
});
afterEach(cleanup);

describe('SuggestionRow', () => {
  it('when the shopper reads Hindi, then the pack size is said in Hindi, not "1 bunch"', () => {
    render(<SuggestionRow product={coriander} imageSize={64} />);
    expect(screen.getByText(/1 गुच्छा/)).toBeTruthy();
    expect(screen.queryByText(/bunch/)).toBeNull();
  });
});
