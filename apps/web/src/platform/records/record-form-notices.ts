import type { ComponentType, LazyExoticComponent } from 'react';
import type { Control } from 'react-hook-form';
import type { RecordFormValues } from './form-values';
import { registeredRecordExtensions } from './record-extensions';

/** What a kind's form notice is given: the form's values as typed, and the record being edited. */
export interface RecordFormNoticeProps {
  control: Control<RecordFormValues, unknown, Record<string, unknown>>;
  /** The saved record's id on an edit page; null on an add page. */
  recordId: string | null;
}

/**
 * A warning a kind's add and edit forms show as values are typed, without stopping the save
 * (a client who may already exist). Areas give them in their manifests (record-extensions.ts).
 */
export function formNoticeOf(
  kindName: string,
): LazyExoticComponent<ComponentType<RecordFormNoticeProps>> | undefined {
  return registeredRecordExtensions().formNotices.get(kindName);
}
