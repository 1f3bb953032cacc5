/** The browser's position as a promise; rejects with 'unsupported' when the device has no geolocation. */
export function getPosition(
  geolocation: Geolocation | undefined,
  options: PositionOptions,
): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(resolve, reject, options);
  });
}

export const browserGeolocation = (): Geolocation | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
