/** The phone's maps app with directions to the door, on a two-wheeler (Google Maps' URL scheme opens the app). */
export function navigationUrl(address: {
  lat: number | null;
  lng: number | null;
  house: string;
  area: string;
  city: string;
  pincode: string;
}): string {
  const destination =
    address.lat !== null && address.lng !== null
      ? `${address.lat},${address.lng}`
      : [address.house, address.area, address.city, address.pincode].join(', ');
  const params = new URLSearchParams({ api: '1', destination, travelmode: 'two-wheeler' });
  return `https://www.google.com/maps/dir/?${params}`;
}
