/**
 * Where the demo's homes are: the centre of each postcode district the demo uses (latitude,
 * longitude, WGS84), so journeys between visits on the rota are real distances. Each home is set
 * a little apart from its district's centre, by its index, so no two neighbours stand on one spot.
 */
const DISTRICT_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  LS1: [53.7974, -1.547],
  LS2: [53.8033, -1.5437],
  LS3: [53.8012, -1.5647],
  LS6: [53.8209, -1.5727],
  LS7: [53.8264, -1.5326],
  LS8: [53.8227, -1.5125],
  LS9: [53.7962, -1.5082],
  LS10: [53.7641, -1.5302],
  LS11: [53.7761, -1.5532],
  LS12: [53.7914, -1.5943],
  LS13: [53.8102, -1.6336],
  LS14: [53.8299, -1.4534],
  LS15: [53.8013, -1.4389],
  LS16: [53.8545, -1.6048],
  LS17: [53.8666, -1.5385],
  LS26: [53.7457, -1.4608],
  LS27: [53.7404, -1.5993],
  LS28: [53.7968, -1.6649],
  HG1: [53.9968, -1.5369],
  HG2: [53.9843, -1.5292],
  HG3: [54.0069, -1.5766],
  HG4: [54.1376, -1.5243],
  HG5: [54.0093, -1.4665],
  YO1: [53.9593, -1.0815],
  YO10: [53.9492, -1.0491],
  YO19: [53.9268, -0.9969],
  YO23: [53.9441, -1.0913],
  YO24: [53.9455, -1.1127],
  YO30: [53.9767, -1.1019],
  YO31: [53.9706, -1.0673],
  YO32: [54.0153, -1.0744],
  S2: [53.3706, -1.4567],
  S6: [53.4011, -1.4989],
};

/** About 100 m of latitude; a little less of longitude this far north. */
const STEP = 0.0009;

/** The home of the `index`th person with this postcode, near its district's centre; none if unknown. */
export function demoHomeCoordinates(
  postcode: string,
  index: number,
): { latitude: number; longitude: number } | Record<string, never> {
  const centre = DISTRICT_CENTRES[postcode.split(' ')[0] ?? ''];
  if (!centre) return {};
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    latitude: round(centre[0] + (((index * 7) % 9) - 4) * STEP),
    longitude: round(centre[1] + (((index * 5) % 9) - 4) * STEP * 1.6),
  };
}
