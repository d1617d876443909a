import type { FormDefinition } from '../../forms/form-definition';

/**
 * Every questionnaire of a client's file, in the order the file's navigation lists them. Each is
 * a page at /app/clients/:id/edit/{key}, titled 'Client {title}'.
 */
export const CLIENT_FORMS: readonly FormDefinition[] = [];

export function clientForm(key: string): FormDefinition | undefined {
  return CLIENT_FORMS.find((form) => form.key === key);
}
