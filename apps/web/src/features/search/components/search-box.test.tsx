import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SearchResponse, SearchSuggestion } from '@tokri/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { useSearch } from '../api/get-suggestions.js';
import { SearchBox } from './search-box.js';

vi.mock('../api/get-suggestions.js', async (original) => ({
  ...(await original<typeof import('../api/get-suggestions.js')>()),
  useSearch: vi.fn(),
}));

const product = (id: string, name: string): SearchSuggestion => ({
  id,
  name,
  unit: '500 ml',
  imageUrl: null,
  finalPricePaise: 2900,
  pricePaise: 3000,
  stockQuantity: 5,
  category: { id: 'c', slug: 'dairy', name: 'Dairy', description: '' },
});

function answer(data: SearchResponse) {
  vi.mocked(useSearch).mockReturnValue({ data, isFetching: false, isError: false } as ReturnType<
    typeof useSearch
  >);
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderBox() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/home']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Search products' });
  act(() => {
    input.focus();
  });
  fireEvent.input(input, { target: { value: 'doodh' } });
  return input;
}

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('SearchBox', () => {
  it('when suggestions show, then each product in stock has an Add button beside it, outside the listbox', () => {
    answer({
      items: [product('p1', 'Toned Milk'), { ...product('p2', 'Cow Milk'), stockQuantity: 0 }],
      closeMatches: [],
    });
    renderBox();
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const adds = screen.getByRole('group', { name: 'Add to cart' });
    expect(adds.querySelectorAll('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add Toned Milk to cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Cow Milk to cart' })).toBeNull();
    // A listbox may hold only options: the buttons live in their own column.
    expect(listbox.querySelectorAll('button')).toHaveLength(0);
  });

  it('when products match, then they are options and the arrows and Enter open one', () => {
    answer({ items: [product('p1', 'Toned Milk'), product('p2', 'Cow Milk')], closeMatches: [] });
    const input = renderBox();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    expect(screen.getByText('See all results for “doodh”')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('Cow Milk');
    expect(document.getElementById(active ?? '')?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/product/p2');
  });

  it('when Enter is pressed with no option highlighted, then all results open', () => {
    answer({ items: [product('p1', 'Toned Milk')], closeMatches: [] });
    const input = renderBox();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/all-products?q=doodh');
  });

  it('when nothing matches but something is close, then it is offered under "Did you mean"', () => {
    answer({ items: [], closeMatches: [product('p3', 'Dahi')] });
    renderBox();
    expect(screen.getByText('Did you mean')).toBeTruthy();
    const listbox = screen.getByRole('listbox', { name: 'Did you mean' });
    expect(listbox.textContent).toContain('Dahi');
  });

  it('when nothing matches at all, then it says so', () => {
    answer({ items: [], closeMatches: [] });
    renderBox();
    expect(screen.getByTestId('search-message').textContent).toBe('No products found');
    expect(screen.getByRole('listbox', { hidden: true }).querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('when Escape is pressed, then the list closes', () => {
    answer({ items: [product('p1', 'Toned Milk')], closeMatches: [] });
    const input = renderBox();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('when the arrows pass either end, then they wrap, and Up from nothing highlights "See all" for Enter', () => {
    answer({ items: [product('p1', 'Toned Milk'), product('p2', 'Cow Milk')], closeMatches: [] });
    const input = renderBox();
    const activeText = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeText()).toBe('See all results for “doodh”');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeText()).toContain('Toned Milk');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/all-products?q=doodh');
  });

  it('when Escape is pressed with the list already closed, then the typed text is cleared', () => {
    answer({ items: [product('p1', 'Toned Milk')], closeMatches: [] });
    const input = renderBox() as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('doodh');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('when focus moves from the input to an Add button beside a highlighted option, then nothing is opened and the list stays', () => {
    answer({ items: [product('p1', 'Toned Milk')], closeMatches: [] });
    const input = renderBox() as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const add = screen.getByRole('button', { name: 'Add Toned Milk to cart' });
    act(() => {
      add.focus();
    });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.value).toBe('doodh');
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('when the open input is clicked, then the list stays open; when focus leaves the search, then it closes', () => {
    answer({ items: [product('p1', 'Toned Milk')], closeMatches: [] });
    const input = renderBox();
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      input.blur();
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('when a suggestion is clicked, then its page opens and the typed text stays', () => {
    answer({ items: [product('p1', 'Toned Milk')], closeMatches: [] });
    const input = renderBox() as HTMLInputElement;
    fireEvent.click(screen.getByRole('option', { name: /Toned Milk/ }));
    expect(screen.getByTestId('location').textContent).toBe('/product/p1');
    expect(input.value).toBe('doodh');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
