import type { ChoiceWidget } from '@care360/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import { registeredRecordExtensions } from '../record-extensions';
import type { WidgetProps } from './field-props';

/** What a special choice input gets: the usual widget props and the declared options. */
export interface ChoiceWidgetProps extends WidgetProps<string> {
  options: readonly { value: string; label: string }[];
}

/**
 * The input of each `widget` a choice field may declare in place of the select (DESIGN.md §1.2,
 * a field widget override), as the area that owns it registered it (record-extensions.ts);
 * loaded only where such a field is shown, so other forms stay light. Undefined when no area
 * gives one: the field is then an ordinary select.
 */
export function choiceWidgetOf(
  widget: ChoiceWidget,
): LazyExoticComponent<ComponentType<ChoiceWidgetProps>> | undefined {
  return registeredRecordExtensions().choiceWidgets.get(widget);
}
