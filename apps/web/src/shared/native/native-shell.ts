type CapacitorGlobal = { isNativePlatform?: () => boolean; getPlatform?: () => string };

export interface NativeShareContent {
  title: string;
  text: string;
  url: string;
}

/** What the shell's native code offers the rest of the app once it has loaded (features/native/native-api.ts). */
export interface NativeApi {
  /** The system share sheet; null when it failed, so the web's way is tried. */
  share(content: NativeShareContent): Promise<'shared' | 'cancelled' | null>;
  /** A light haptic tap. */
  tap(): void;
  /** The native location service's position, in the web's shape. */
  position(options?: PositionOptions): Promise<GeolocationPosition>;
}

export type ShellWindow = Window & { Capacitor?: CapacitorGlobal; tokriNative?: NativeApi };

const shellWindow = () => (typeof window === 'undefined' ? undefined : (window as ShellWindow));

/**
 * True inside the native (Capacitor) shell, whose runtime sets `window.Capacitor` before the app loads. The web
 * build never imports @capacitor/core outside the shell; if it did, its web `Capacitor` says it is not native.
 */
export function isNativeShell(): boolean {
  const runtime = shellWindow()?.Capacitor;
  return Boolean(runtime) && runtime?.isNativePlatform?.() !== false;
}

/** 'android' or 'ios' in the shell ('web' outside it). */
export function nativePlatform(): string {
  return shellWindow()?.Capacitor?.getPlatform?.() ?? 'web';
}

/** The shell's native features once its code has loaded; undefined on the web (and until then). */
export function nativeApi(): NativeApi | undefined {
  return shellWindow()?.tokriNative;
}
