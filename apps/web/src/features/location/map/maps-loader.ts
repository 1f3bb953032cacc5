import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
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
}

/** The options `@googlemaps/js-api-loader` takes (its own names: `key`, `v`). */
export interface ApiOptions {
  key: string;
  v: string;
  libraries: string[];
  language?: string;
  region?: string;
}

/** What the loader needs from `@googlemaps/js-api-loader` and the clock, replaceable in tests. */
export interface LoaderEnvironment {
  setOptions: (options: ApiOptions) => void;
  importLibrary: (name: string) => Promise<unknown>;
  schedule: (run: () => void, delayMs: number) => void;
}

type Resolved = Required<Omit<MapsLoaderOptions, 'language' | 'region'>> &
  Pick<MapsLoaderOptions, 'language' | 'region'>;

function withDefaults(options: MapsLoaderOptions): Resolved {
  return { version: 'weekly', libraries: ['places', 'marker'], retries: MAP_LOADER_RETRIES, ...options };
}

function sameOptions(a: Resolved, b: Resolved) {
  return (
    a.apiKey === b.apiKey &&
    a.version === b.version &&
    a.retries === b.retries &&
    a.language === b.language &&
    a.region === b.region &&
    a.libraries.join(',') === b.libraries.join(',')
  );
}

/** Spec §4: after the n-th failed load the next try waits n × 2ⁿ ms (2, 8, 24 ms for the three retries). */
export const retryDelayMs = (failures: number) => failures * 2 ** failures;

const libraryEnvironment: LoaderEnvironment = {
  setOptions: (options) => setOptions(options),
  importLibrary: (name) => importLibrary(name as Parameters<typeof importLibrary>[0]),
  schedule: (run, delayMs) => {
    setTimeout(run, delayMs);
  },
};

/**
 * The Google Maps JavaScript API through `@googlemaps/js-api-loader` (Google's dynamic library import), with the
 * spec's loader states and retries on top, which the library leaves to its caller: a failed import is tried again
 * after n × 2ⁿ ms (the library's bootstrap adds a fresh script after a failure), up to 3 times. There is one
 * loader per page: asking for it again with other options is an error (spec §5), because the library takes its
 * options once.
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
  static configure(options: MapsLoaderOptions, environment: LoaderEnvironment = libraryEnvironment) {
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

  /** What the library is given: the spec's version and libraries, in its own option names. */
  get apiOptions(): ApiOptions {
    const { apiKey, version, libraries, language, region } = this.options;
    return {
      key: apiKey,
      v: version,
      libraries: [...libraries],
      ...(language ? { language } : {}),
      ...(region ? { region } : {}),
    };
  }

  /** Resolves once the API is ready; every caller shares one load. Rejects after the last retry fails. */
  load(): Promise<void> {
    this.promise ??= new Promise<void>((resolve, reject) => {
      this.environment.setOptions(this.apiOptions);
      const names = ['maps', ...this.options.libraries];
      const attempt = () => {
        this.state = LoaderStatus.LOADING;
        Promise.all(names.map((name) => this.environment.importLibrary(name))).then(
          () => {
            this.state = LoaderStatus.SUCCESS;
            resolve();
          },
          (error: unknown) => {
            this.failures += 1;
            if (this.failures <= this.options.retries) {
              this.environment.schedule(attempt, retryDelayMs(this.failures));
              return;
            }
            this.state = LoaderStatus.FAILURE;
            reject(error);
          },
        );
      };
      attempt();
    });
    return this.promise;
  }
}
