import type { RecordKind } from '@care360/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { type RecordFormValues, toApiValues } from './form-values';

/** What a valid form submits: the API body, as the server's own schema accepted it. */
export type RecordBody = Record<string, unknown>;

/**
 * Validates a record form with the kind's own schema, the one the server runs (DESIGN.md §1.4):
 * the form's values become API values (pounds → pence, DD/MM/YYYY → YYYY-MM-DD, …), the schema
 * checks them, and its messages land on the fields. `extra` adds what the form does not show,
 * i.e. the version an update carries.
 */
export function recordResolver(
  kind: RecordKind,
  schema: RecordKind['createSchema'] | RecordKind['updateSchema'],
  extra: () => Record<string, unknown> = () => ({}),
): Resolver<RecordFormValues, unknown, RecordBody> {
  // raw: the body is sent as converted; the server applies the schema's own normalising again.
  // The declared schemas are typed by their output only (input unknown), which none of
  // zodResolver's overloads accept, hence the casts.
  const validate = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<
    FieldValues,
    unknown,
    FieldValues
  >;
  return async (values, context, options) => {
    const body = { ...toApiValues(kind.fields, values), ...extra() };
    const result = await validate(body, context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return { values: body, errors: {} };
  };
}
