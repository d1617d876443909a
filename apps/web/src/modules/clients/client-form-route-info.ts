import type { FormDefinition } from '@care360/domain';

/** One questionnaire page of a client's file: /app/clients/$id/edit/{key}. */
export interface ClientFormRoute {
  key: string;
  /** The page and browser title, as the spec's screen list names it: 'Client Consent'. */
  title: string;
}

/**
 * The pages of the client file's questionnaires, worked out from their definitions. Pure, so
 * the router can take the result without loading the definitions (see buildTimeListPlugin in
 * vite.config.ts).
 */
export function clientFormRoutesOf(forms: readonly FormDefinition[]): ClientFormRoute[] {
  return forms.map((form) => ({ key: form.key, title: `Client ${form.title}` }));
}
