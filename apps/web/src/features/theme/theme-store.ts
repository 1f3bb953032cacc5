import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'tokri.theme';

const listeners = new Set<() => void>();
const lightQuery = () => window.matchMedia('(prefers-color-scheme: light)');

function read(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

let choice: ThemeChoice = typeof window === 'undefined' ? 'system' : read();

/** Dark unless the user chose light, or chose system and the system prefers light. */
export function resolveTheme(selected: ThemeChoice, systemPrefersLight: boolean): 'light' | 'dark' {
  if (selected === 'system') return systemPrefersLight ? 'light' : 'dark';
  return selected;
}

export function applyTheme() {
  const theme = resolveTheme(choice, lightQuery().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function setTheme(next: ThemeChoice) {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // storage unavailable: the choice holds for this visit
  }
  applyTheme();
  for (const listener of listeners) listener();
}

export function watchSystemTheme() {
  lightQuery().addEventListener('change', () => {
    if (choice === 'system') applyTheme();
  });
}

export function useTheme(): ThemeChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => choice,
  );
}
