import type { FieldErrors } from '../api';

/** The first message for a field, as Mantine inputs show one error each. */
export function fieldError(errors: FieldErrors, field: string): string | undefined {
  return errors[field]?.[0];
}

/** Focuses the first field that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}
