/**
 * The routes a medicine's form is usually given by: a suppository goes in rectally, an inhaler
 * is breathed in. A route outside them is most likely a slip when the medicine was added, so the
 * form warns and lets the person check; it never refuses (a prescriber may mean it).
 */
const ROUTES_BY_FORM: Readonly<Record<string, readonly string[]>> = {
  Tablet: ['Oral', 'Sublingual', 'Buccal'],
  'Modified-release tablet': ['Oral'],
  'Dispersible tablet': ['Oral'],
  'Soluble tablet': ['Oral'],
  'Orodispersible tablet': ['Oral', 'Sublingual', 'Buccal'],
  Capsule: ['Oral'],
  'Modified-release capsule': ['Oral'],
  'Oral solution': ['Oral', 'Buccal'],
  'Oral suspension': ['Oral'],
  Liquid: ['Oral', 'Buccal'],
  Sachet: ['Oral'],
  Inhaler: ['Inhaled'],
  'Nebuliser solution': ['Inhaled'],
  Cream: ['Topical'],
  Ointment: ['Topical', 'Eye'],
  Gel: ['Topical', 'Eye', 'Buccal'],
  Patch: ['Transdermal', 'Topical'],
  Drops: ['Eye', 'Ear', 'Nasal', 'Oral'],
  Spray: ['Nasal', 'Sublingual', 'Buccal', 'Topical', 'Oral', 'Inhaled'],
  Injection: ['Subcutaneous', 'Intramuscular', 'Intravenous'],
  Suppository: ['Rectal'],
  Enema: ['Rectal'],
  Pessary: ['Vaginal'],
};

/** The routes a form is usually given by; null when any route may fit (Other, or unknown). */
export function usualRoutesOf(form: string): readonly string[] | null {
  return ROUTES_BY_FORM[form] ?? null;
}

const phrase = (routes: readonly string[]) =>
  routes.length === 1
    ? (routes[0] ?? '').toLowerCase()
    : `${routes
        .slice(0, -1)
        .map((route) => route.toLowerCase())
        .join(', ')} or ${(routes.at(-1) ?? '').toLowerCase()}`;

/**
 * The warning for a route its form is not usually given by ("a suppository is given rectal, not
 * oral"); null when they fit, or either is missing or Other.
 */
export function routeFormWarning(form: unknown, route: unknown): string | null {
  if (typeof form !== 'string' || typeof route !== 'string' || !form || !route) return null;
  if (route === 'Other') return null;
  const usual = usualRoutesOf(form);
  if (!usual || usual.includes(route)) return null;
  return `Check the route: a ${form.toLowerCase()} is usually given by the ${phrase(usual)} route, not ${route.toLowerCase()}.`;
}
