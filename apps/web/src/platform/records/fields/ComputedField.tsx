import { displayValue, type FieldDef, type Fields } from '@care360/domain';
import { TextInput } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { type RecordFormValues, toApiValue } from '../form-values';

interface ComputedFieldProps {
  name: string;
  def: FieldDef;
  fields: Fields;
  compute: (values: Record<string, unknown>) => unknown;
  control: Control<RecordFormValues, unknown, Record<string, unknown>>;
  /**
   * A field the server keeps (keptByServer) rather than one worked out here: shown as it was
   * read, a reference by its name (`title`), with the field's own help.
   */
  kept?: { title: string | null | undefined };
}

/**
 * A field the record works out from its other fields (RecordDeclaration.computed), shown live
 * and read-only as the person types: the server stores the same function's result on save.
 */
export function ComputedField({ name, def, fields, compute, control, kept }: ComputedFieldProps) {
  const typed = useWatch({ control });
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, toApiValue(field, typed[key])]),
  );
  const shown = displayValue(def, compute(values), kept?.title);
  return (
    <TextInput
      label={def.label}
      description={
        kept ? def.help : def.help ? `${def.help} Worked out for you.` : 'Worked out for you.'
      }
      value={shown}
      placeholder={kept ? 'Not yet' : 'Worked out once its scores are chosen'}
      readOnly
      name={name}
      aria-live="polite"
    />
  );
}
