import type { Resources } from './en.js';

/** A tree of texts: strings, lists of strings (paragraphs), and groups of them. */
export type TextBundle = { readonly [key: string]: unknown };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'other'}` ? Base : K;

/** A key of the app's own texts (plural forms are chosen by `count`), e.g. 'cart.itemCount'. */
export type TextKey = WithoutPlural<Leaves<Resources>>;

export interface TranslateOptions {
  /** Chooses the plural form (`key_one`, `key_other`, as the language's plural rules say) and fills {{count}}. */
  count?: number;
  /** Said when the key has no text (e.g. an order status newer than this build). */
  defaultValue?: string;
  /** A language other than the current one. */
  lng?: string;
  /** A feature's lazy texts instead of the app's own (featureTexts). */
  ns?: string;
  /** A list or group of texts instead of one string (e.g. a legal page's paragraphs). */
  returnObjects?: boolean;
  /** Values for the {{placeholders}}. */
  [value: string]: unknown;
}

/** `t`: a text of the app in the current language, its placeholders filled. */
export interface Translate {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: TextKey, options?: TranslateOptions): string;
}

const APP_NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const bundles = new Map<string, TextBundle>();
const bundleId = (language: string, namespace: string) => `${language}/${namespace}`;
const pluralRules = new Map<string, Intl.PluralRules>();
const listeners = new Set<() => void>();
let current = '';

function find(bundle: TextBundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as TextBundle)[part];
  }
  return node;
}

function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Fills {{name}} with `values.name`. A placeholder with no such value stays as written, and one whose value is
 * null or undefined becomes empty: what i18next did, which the texts were written for.
 */
function fill(text: unknown, values: TranslateOptions): unknown {
  if (typeof text === 'string') {
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder,
    );
  }
  if (Array.isArray(text)) return text.map((item) => fill(item, values));
  if (text !== null && typeof text === 'object') {
    return Object.fromEntries(Object.entries(text).map(([key, value]) => [key, fill(value, values)]));
  }
  return text;
}

/**
 * The app's texts (ADR 0067): English in the main bundle, Hindi or Telugu added when chosen, each feature's texts
 * added as a namespace of their own when its chunk loads. Keys are dotted paths into the bundles; `count` picks the
 * plural form by `Intl.PluralRules`; a missing text is the key itself (or `defaultValue`), never another language's.
 */
export const translator = {
  get language(): string {
    return current;
  },

  get isInitialized(): boolean {
    return current !== '';
  },

  /** Starts in `language` with the app's texts in the languages given. */
  init(texts: Record<string, object>, language: string): void {
    for (const [code, bundle] of Object.entries(texts))
      translator.addResourceBundle(code, APP_NAMESPACE, bundle);
    current = language;
    for (const listener of listeners) listener();
  },

  hasResourceBundle(language: string, namespace: string): boolean {
    return bundles.has(bundleId(language, namespace));
  },

  addResourceBundle(language: string, namespace: string, bundle: object): void {
    bundles.set(bundleId(language, namespace), bundle as TextBundle);
  },

  /** Switches the language; every component using texts re-renders. */
  async changeLanguage(language: string): Promise<void> {
    if (language === current) return;
    current = language;
    for (const listener of listeners) listener();
  },

  /** Called after each language change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  t: ((key: string, options: TranslateOptions = {}): unknown => {
    const language = options.lng ?? current;
    const bundle = bundles.get(bundleId(language, options.ns ?? APP_NAMESPACE));
    let text: unknown;
    if (typeof options.count === 'number') {
      if (options.count === 0) text = find(bundle, `${key}_zero`);
      text ??= find(bundle, `${key}_${pluralSuffix(language, options.count)}`);
    }
    text ??= find(bundle, key);
    // A group or list comes back whole (a legal page's paragraphs), as i18next's `returnObjects` did app-wide.
    return text === undefined ? (options.defaultValue ?? key) : fill(text, options);
  }) as Translate,
};
