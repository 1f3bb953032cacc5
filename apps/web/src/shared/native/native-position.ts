import { Geolocation } from '@capacitor/geolocation';

/** The native position, in the web's shape (the location feature reads `coords`). */
export async function currentPosition(options?: PositionOptions): Promise<GeolocationPosition> {
  const position = await Geolocation.getCurrentPosition({
    enableHighAccuracy: options?.enableHighAccuracy ?? false,
    ...(options?.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options?.maximumAge === undefined ? {} : { maximumAge: options.maximumAge }),
  });
  return position as unknown as GeolocationPosition;
}
