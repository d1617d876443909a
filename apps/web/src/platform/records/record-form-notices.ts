import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Control } from 'react-hook-form';
import type { RecordFormValues } from './form-values';

/** What a kind's form notice is given: the form's values as typed, and the record being edited. */
export interface RecordFormNoticeProps {
  control: Control<RecordFormValues, unknown, Record<string, unknown>>;
  /** The saved record's id on an edit page; null on an add page. */
  recordId: string | null;
}

/**
 * A warning a kind's add and edit forms show as values are typed, without stopping the save
 * (a client who may already exist). Like record-edit-sections.ts, the generic pages point into
 * modules/ only here, and only through a lazy import.
 */
const RECORD_FORM_NOTICES: Readonly<
  Record<string, LazyExoticComponent<ComponentType<RecordFormNoticeProps>>>
> = {
  clients: lazy(() =>
    import('../../modules/clients/ClientDuplicateNotice').then((module) => ({
      default: module.ClientDuplicateNotice,
    })),
  ),
};

export function formNoticeOf(
  kindName: string,
): LazyExoticComponent<ComponentType<RecordFormNoticeProps>> | undefined {
  return RECORD_FORM_NOTICES[kindName];
}
