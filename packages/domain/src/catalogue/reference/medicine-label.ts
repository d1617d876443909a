/** The parts of a medicine that tell one product from another on a chart or a printout. */
export interface MedicineParts {
  name: string;
  strength?: string | null;
  form?: string | null;
}

/**
 * How a medicine is named wherever a carer reads it: name, strength and form, e.g.
 * "Paracetamol 500 mg tablet" or "Paracetamol 250 mg/5 ml oral suspension". Strength is never
 * left out when known: two products of one name differ by it (NICE SC1 1.5).
 */
export function medicineLabel({ name, strength, form }: MedicineParts): string {
  const formText = form && form !== 'Other' ? form.toLowerCase() : '';
  return [name.trim(), strength?.trim() ?? '', formText].filter((part) => part !== '').join(' ');
}
