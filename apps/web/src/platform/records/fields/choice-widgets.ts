import type { ChoiceWidget } from '@care360/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WidgetProps } from './field-props';

/** What a special choice input gets: the usual widget props and the declared options. */
export interface ChoiceWidgetProps extends WidgetProps<string> {
  options: readonly { value: string; label: string }[];
}

/**
 * The input of each `widget` a choice field may declare in place of the select (DESIGN.md §1.2,
 * a field widget override). Loaded only where such a field is shown, so other forms stay light;
 * the generic forms point into modules/ only through these lazy imports.
 */
export const CHOICE_WIDGETS: Readonly<
  Record<ChoiceWidget, LazyExoticComponent<ComponentType<ChoiceWidgetProps>>>
> = {
  bodyMap: lazy(() =>
    import('../../../modules/clients/BodyMapField').then((module) => ({
      default: module.BodyMapField,
    })),
  ),
};
