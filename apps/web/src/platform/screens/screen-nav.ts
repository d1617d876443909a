import { isGroup, type NavItem, navGroupName } from '@care360/domain';
import {
  ANY_SIGNED_IN,
  isFrame,
  type PageScreen,
  type ScreenDeclaration,
} from './screen-declaration';
import { screenTarget } from './screen-paths';

interface SectionSlot {
  section: string;
  kinds: readonly NavItem[];
  screens: NavItem[];
}

type Slot = { item: NavItem } | SectionSlot;

/**
 * The side navigation: the record kinds' entries (`kindNav`, grouped by the section their
 * declarations name) and the declared screens' entries, placed as ScreenNavEntry.order says.
 * Top-level entries and sections come in the order of their first screen entry; sections with
 * only record kinds follow, in kindNav's order. In a section the record kinds come first: User
 * Permissions follows User Roles, the screen it complements.
 */
export function screensNav(
  kindNav: readonly NavItem[],
  screens: readonly ScreenDeclaration[],
): NavItem[] {
  const entries = screens
    .filter((screen): screen is PageScreen & Required<Pick<PageScreen, 'nav'>> => {
      return !isFrame(screen) && screen.nav !== undefined;
    })
    .sort((a, b) => a.nav.order - b.nav.order);
  const slots: Slot[] = [];
  const sectionSlot = (section: string): SectionSlot => {
    const found = slots.find((slot) => 'section' in slot && slot.section === section);
    if (found && 'section' in found) return found;
    const slot: SectionSlot = { section, kinds: [], screens: [] };
    slots.push(slot);
    return slot;
  };
  for (const screen of entries) {
    const item: NavItem = {
      name: screen.name,
      title: screen.nav.label,
      target: Object.entries(screen.nav.params ?? {}).reduce(
        (target, [name, value]) => target.replace(`:${name}`, encodeURIComponent(value)),
        screenTarget(screen, screens),
      ),
      ...(screen.permission === ANY_SIGNED_IN ? {} : { permission: [screen.permission] }),
    };
    if (screen.nav.section === undefined) slots.push({ item });
    else sectionSlot(screen.nav.section).screens.push(item);
  }
  for (const item of kindNav) {
    if (isGroup(item)) sectionSlot(item.title).kinds = item.children ?? [];
    else slots.push({ item });
  }
  return slots.map((slot) =>
    'item' in slot
      ? slot.item
      : {
          name: navGroupName(slot.section),
          title: slot.section,
          target: '#',
          children: [...slot.kinds, ...slot.screens],
        },
  );
}
