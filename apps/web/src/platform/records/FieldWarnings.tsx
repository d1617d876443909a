import { type RecordKind, recordWarnings } from '@care360/domain';
import { type Control, useWatch } from 'react-hook-form';
import { Notice } from '../Notice';
import { type RecordFormValues, toApiValues } from './form-values';

/**
 * Under a field, the warnings its kind declares for the values as typed (a route unusual for a
 * medicine's form): a prompt to check, never a refusal, so the save still goes ahead.
 */
export function FieldWarnings({
  kind,
  name,
  control,
}: {
  kind: RecordKind;
  name: string;
  control: Control<RecordFormValues, unknown, Record<string, unknown>>;
}) {
  const values = useWatch({ control }) as RecordFormValues;
  const warnings = recordWarnings(kind, toApiValues(kind.fields, values))[name] ?? [];
  if (warnings.length === 0) return null;
  return (
    <Notice tone="warning" title="Check this">
      {warnings.join(' ')}
    </Notice>
  );
}
