import { isFrame, type ScreenDeclaration } from './screen-declaration';

/**
 * Checks what the type cannot: names are unique, and a parent is a declared frame (a page has no
 * outlet to draw a child in). Throws with the screen's name, so a bad manifest fails every test
 * that builds the router.
 */
export function checkScreens(screens: readonly ScreenDeclaration[]): void {
  const names = new Set<string>();
  for (const screen of screens) {
    if (names.has(screen.name)) throw new Error(`Two screens are named ${screen.name}.`);
    names.add(screen.name);
  }
  for (const screen of screens) {
    if (screen.parent === undefined) continue;
    const parent = screens.find((candidate) => candidate.name === screen.parent);
    if (!parent) throw new Error(`${screen.name}: its parent ${screen.parent} is not declared.`);
    if (!isFrame(parent)) throw new Error(`${screen.name}: its parent ${parent.name} is no frame.`);
  }
}

/** Joins a child's path to its parent's ('' for /app itself); a '/' child is the parent's index. */
function joinPath(parentPath: string, childPath: string): string {
  return childPath === '/' ? parentPath : `${parentPath}${childPath}`;
}

/** The screen's path relative to /app, through its parents: '/clients/$id/edit/marchart'. */
export function screenPath(
  screen: ScreenDeclaration,
  screens: readonly ScreenDeclaration[],
): string {
  const parent = screen.parent && screens.find((candidate) => candidate.name === screen.parent);
  if (screen.parent && !parent) {
    throw new Error(`${screen.name}: its parent ${screen.parent} is not declared.`);
  }
  return joinPath(parent ? screenPath(parent, screens) : '', screen.path);
}

/**
 * The address a link to the screen goes to, with the navigation's ':id' placeholder for each
 * route parameter ('/app/user-permissions/:id/edit/users').
 */
export function screenTarget(screen: ScreenDeclaration, screens: readonly ScreenDeclaration[]) {
  return `/app${screenPath(screen, screens)}`.replace(/\/\$(\w+)/g, '/:$1');
}
