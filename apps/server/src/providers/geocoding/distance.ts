/** Great-circle distance in kilometres (haversine): the one implementation lives in core (service-areas.ts). */
export { distanceKm } from '@tokri/core';
