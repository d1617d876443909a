import type { ChoiceWidget, RecordKindName } from '@care360/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PersonFileStripProps } from '../person-files/person-file-strips';
import type { ChoiceWidgetProps } from './fields/choice-widgets';
import type { RecordEditSection } from './record-edit-sections';
import type { RecordFormNoticeProps } from './record-form-notices';
import type { RecordListHeaderProps } from './record-list-headers';
import type { RecordRowActionsProps } from './record-row-actions';

/**
 * What an area adds to the generic record pages (DESIGN.md §1.2: the slot and widget escape
 * hatches): extra tabs on a kind's edit page, a notice on its forms, buttons on its list's rows,
 * the input of a declared choice widget. Each area says so in its own manifest (modules/<area>/<area>.manifest.ts) and
 * app/ composes the manifests and registers them here at start-up: platform/ never imports
 * modules/, so the layers point one way and an area is added without touching platform/.
 */
export interface RecordExtensions {
  /** More tabs on a kind's generated edit page, between Details and History. */
  editSections?: Partial<Record<RecordKindName, readonly RecordEditSection[]>>;
  /** A warning a kind's add and edit forms show as values are typed (a possible duplicate). */
  formNotices?: Partial<
    Record<RecordKindName, LazyExoticComponent<ComponentType<RecordFormNoticeProps>>>
  >;
  /** Buttons on each row of a kind's list, before Delete (a medicine's Stop and Change). */
  rowActions?: Partial<
    Record<RecordKindName, LazyExoticComponent<ComponentType<RecordRowActionsProps>>>
  >;
  /** A panel above a kind's list (a person's holiday balance above their holidays). */
  listHeaders?: Partial<
    Record<RecordKindName, LazyExoticComponent<ComponentType<RecordListHeaderProps>>>
  >;
  /** A panel above a person file's section navigation, by owner kind (the carer's side tabs). */
  fileStrips?: Partial<
    Record<RecordKindName, LazyExoticComponent<ComponentType<PersonFileStripProps>>>
  >;
  /** The input of each `widget` a choice field may declare in place of the select. */
  choiceWidgets?: Partial<
    Record<ChoiceWidget, LazyExoticComponent<ComponentType<ChoiceWidgetProps>>>
  >;
}

interface Registered {
  editSections: Map<string, readonly RecordEditSection[]>;
  formNotices: Map<string, LazyExoticComponent<ComponentType<RecordFormNoticeProps>>>;
  rowActions: Map<string, LazyExoticComponent<ComponentType<RecordRowActionsProps>>>;
  choiceWidgets: Map<string, LazyExoticComponent<ComponentType<ChoiceWidgetProps>>>;
  listHeaders: Map<string, LazyExoticComponent<ComponentType<RecordListHeaderProps>>>;
  fileStrips: Map<string, LazyExoticComponent<ComponentType<PersonFileStripProps>>>;
}

const registered: Registered = {
  editSections: new Map(),
  formNotices: new Map(),
  rowActions: new Map(),
  choiceWidgets: new Map(),
  listHeaders: new Map(),
  fileStrips: new Map(),
};

/**
 * Registers the areas' extensions (app/area-manifests.ts, once at start-up). Two areas may add
 * sections to one kind; a kind's notice, row actions or a widget's input is given by one area
 * only.
 */
export function registerRecordExtensions(...manifests: readonly RecordExtensions[]): void {
  for (const manifest of manifests) {
    for (const [kind, sections] of Object.entries(manifest.editSections ?? {})) {
      const known = registered.editSections.get(kind) ?? [];
      const added = (sections ?? []).filter((s) => !known.some((k) => k.value === s.value));
      registered.editSections.set(kind, [...known, ...added]);
    }
    for (const [kind, notice] of Object.entries(manifest.formNotices ?? {})) {
      const known = registered.formNotices.get(kind);
      if (known && known !== notice) throw new Error(`Two areas give the ${kind} form a notice.`);
      if (notice) registered.formNotices.set(kind, notice);
    }
    for (const [kind, actions] of Object.entries(manifest.rowActions ?? {})) {
      const known = registered.rowActions.get(kind);
      if (known && known !== actions) throw new Error(`Two areas give ${kind} row actions.`);
      if (actions) registered.rowActions.set(kind, actions);
    }
    for (const [kind, header] of Object.entries(manifest.listHeaders ?? {})) {
      const known = registered.listHeaders.get(kind);
      if (known && known !== header) throw new Error(`Two areas give ${kind} a list header.`);
      if (header) registered.listHeaders.set(kind, header);
    }
    for (const [owner, strip] of Object.entries(manifest.fileStrips ?? {})) {
      const known = registered.fileStrips.get(owner);
      if (known && known !== strip) throw new Error(`Two areas give the ${owner} file a strip.`);
      if (strip) registered.fileStrips.set(owner, strip);
    }
    for (const [widget, input] of Object.entries(manifest.choiceWidgets ?? {})) {
      const known = registered.choiceWidgets.get(widget);
      if (known && known !== input) throw new Error(`Two areas give the ${widget} widget.`);
      if (input) registered.choiceWidgets.set(widget, input);
    }
  }
}

/** What the areas registered (read by the generic pages). */
export function registeredRecordExtensions(): Readonly<Registered> {
  return registered;
}
