import { MAP_LOADER_RETRIES } from '../location-constants.js';

/** Spec §4 map loader states. */
export const LoaderStatus = {
  INITIALIZED: 'initialized',
  LOADING: 'loading',
  SUCCESS: 'success',
  FAILURE: 'failure',
} as const;
export type LoaderStatus = (typeof LoaderStatus)[keyof typeof LoaderStatus];

export interface MapsLoaderOptions {
  apiKey: string;
  /** Spec §7: the weekly version with the places and marker libraries. */
  version?: string;
  libraries?: readonly string[];
  language?: string;
  region?: string;
  retries?: number;
  url?: string;
}

/** What the loader needs from the page, replaceable in tests. */
export interface LoaderEnvironment {
  /** Adds the script; calls back once with null on success or an error. Returns a remover. */
  injectScript: (src: string, done: (error: Error | null) => void) => () => void;
  schedule: (run: () => void, delayMs: number) => void;
}

export const DEFAULT_MAPS_URL = 'https://maps.googleapis.com/maps/api/js';
const CALLBACK = '__tokriGoogleMapsReady';

type Resolved = Required<Omit<MapsLoaderOptions, 'language' | 'region'>> &
  Pick<MapsLoaderOptions, 'language' | 'region'>;

function withDefaults(options: MapsLoaderOptions): Resolved {
  return {
    version: 'weekly',
    libraries: ['places', 'marker'],
    retries: MAP_LOADER_RETRIES,
    url: DEFAULT_MAPS_URL,
    ...options,
  };
}

function sameOptions(a: Resolved, b: Resolved) {
  return (
    a.apiKey === b.apiKey &&
    a.version === b.version &&
    a.url === b.url &&
    a.retries === b.retries &&
    a.language === b.language &&
    a.region === b.region &&
    a.libraries.join(',') === b.libraries.join(',')
  );
}

/** Spec §4: after the n-th failed load the next try waits n × 2ⁿ ms (2, 8, 24 ms for the three retries). */
export const retryDelayMs = (failures: number) => failures * 2 ** failures;

const browserEnvironment: LoaderEnvironment = {
  injectScript(src, done) {
    const script = document.createElement('script');
    const global = window as unknown as Record<string, unknown>;
    global[CALLBACK] = () => done(null);
    script.src = src;
    script.async = true;
    script.onerror = () => done(new Error(`The maps script could not be loaded: ${src.split('?')[0]}`));
    document.head.append(script);
    return () => script.remove();
  },
  schedule: (run, delayMs) => {
    setTimeout(run, delayMs);
  },
};

/**
 * Loads the Google Maps JavaScript API once per page. States go initialized → loading → success, or failure
 * once the retries are spent. There is one loader per page: asking for it again with other options is an
 * error (spec §5), because a page cannot hold two differently configured copies of the maps script.
 */
export class MapsLoader {
  private static instance: MapsLoader | null = null;
  readonly options: Resolved;
  private state: LoaderStatus = LoaderStatus.INITIALIZED;
  private failures = 0;
  private promise: Promise<void> | null = null;

  private constructor(
    options: MapsLoaderOptions,
    private readonly environment: LoaderEnvironment,
  ) {
    this.options = withDefaults(options);
  }

  /** The page's loader; the same options give the same loader, different ones throw. */
  static configure(options: MapsLoaderOptions, environment: LoaderEnvironment = browserEnvironment) {
    const resolved = withDefaults(options);
    const existing = MapsLoader.instance;
    if (existing) {
      if (!sameOptions(existing.options, resolved)) {
        throw new Error(
          'The maps loader must not be configured again with different options. ' +
            'Configure it once per page with the same options.',
        );
      }
      return existing;
    }
    MapsLoader.instance = new MapsLoader(options, environment);
    return MapsLoader.instance;
  }

  /** Tests only: forget the page's loader. */
  static resetForTests() {
    MapsLoader.instance = null;
  }

  get status(): LoaderStatus {
    return this.state;
  }

  get url(): string {
    const { apiKey, version, libraries, language, region, url } = this.options;
    const params = new URLSearchParams({ key: apiKey, v: version, callback: CALLBACK, loading: 'async' });
    if (libraries.length > 0) params.set('libraries', libraries.join(','));
    if (language) params.set('language', language);
    if (region) params.set('region', region);
    return `${url}?${params}`;
  }

  /** Resolves once the API is ready; every caller shares one load. Rejects after the last retry fails. */
  load(): Promise<void> {
    this.promise ??= new Promise<void>((resolve, reject) => {
      const attempt = () => {
        this.state = LoaderStatus.LOADING;
        let remove = () => {};
        remove = this.environment.injectScript(this.url, (error) => {
          if (!error) {
            this.state = LoaderStatus.SUCCESS;
            resolve();
            return;
          }
          remove();
          this.failures += 1;
          if (this.failures <= this.options.retries) {
            this.environment.schedule(attempt, retryDelayMs(this.failures));
            return;
          }
          this.state = LoaderStatus.FAILURE;
          reject(error);
        });
      };
      attempt();
    });
    return this.promise;
  }
}
