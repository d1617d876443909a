/**
 * How long a carer takes between two homes. The rota asks a TravelTime; the default is worked out
 * from the straight-line distance, a road factor (roads are longer than the crow flies) and a
 * speed per way of travelling. A routing server (OSRM) can stand in for it behind the same shape.
 */

export type TravelMode = 'car' | 'foot' | 'public transport';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface TravelTime {
  /** Whole minutes from one place to another by this mode. */
  minutes(from: LatLng, to: LatLng, mode: TravelMode): Promise<number> | number;
}

/** Average door-to-door speeds in towns, km/h: a car in traffic, walking, bus with waiting. */
export const TRAVEL_SPEEDS_KMH: Readonly<Record<TravelMode, number>> = {
  car: 30,
  foot: 5,
  'public transport': 15,
};

/** Roads wind: about 1.3 times the straight line in UK towns. */
export const DEFAULT_ROAD_FACTOR = 1.3;

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance in kilometres (haversine). */
export function straightLineKm(from: LatLng, to: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The default TravelTime: straight line × road factor ÷ speed, rounded up to the minute. */
export function straightLineTravelTime(
  roadFactor: number = DEFAULT_ROAD_FACTOR,
  speeds: Readonly<Record<TravelMode, number>> = TRAVEL_SPEEDS_KMH,
): TravelTime {
  return {
    minutes(from, to, mode) {
      const km = straightLineKm(from, to) * roadFactor;
      return Math.ceil((km / speeds[mode]) * 60);
    },
  };
}
