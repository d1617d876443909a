import {
  type LatLng,
  straightLineTravelTime,
  type TravelMode,
  type TravelTime,
} from '@care360/domain';
import type { Config } from '../../config';

/**
 * Journey times from an OSRM routing server (OSRM_URL): its route service's duration along real
 * roads. OSRM has no buses, and a server may be down or lack a profile: those journeys are
 * worked out by the straight line as without it, so the rota never waits on the router.
 */

/** The OSRM profile of each way of travelling; public transport has none. */
const PROFILES: Readonly<Record<TravelMode, string | null>> = {
  car: 'driving',
  foot: 'foot',
  'public transport': null,
};

export function osrmTravelTime(
  baseUrl: string,
  timeoutMs = 2_000,
  fallback: TravelTime = straightLineTravelTime(),
  fetcher: typeof fetch = fetch,
): TravelTime {
  const point = (p: LatLng) => `${p.longitude},${p.latitude}`;
  return {
    async minutes(from, to, mode) {
      const profile = PROFILES[mode];
      if (!profile) return fallback.minutes(from, to, mode);
      try {
        const response = await fetcher(
          `${baseUrl}/route/v1/${profile}/${point(from)};${point(to)}?overview=false`,
          { signal: AbortSignal.timeout(timeoutMs) },
        );
        const body = (await response.json()) as {
          code?: string;
          routes?: { duration?: number }[];
        };
        const seconds = body.routes?.[0]?.duration;
        if (response.ok && body.code === 'Ok' && typeof seconds === 'number')
          return Math.ceil(seconds / 60);
      } catch {
        // Down or unreachable: judged as without it.
      }
      return fallback.minutes(from, to, mode);
    },
  };
}

/** The travel time the rota uses: OSRM when configured, straight line × road factor otherwise. */
export function travelTimeOf(config: Pick<Config, 'osrmUrl' | 'osrmTimeoutMs'>): TravelTime {
  return config.osrmUrl
    ? osrmTravelTime(config.osrmUrl, config.osrmTimeoutMs)
    : straightLineTravelTime();
}
