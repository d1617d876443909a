import type { ScreenDeclaration } from '../platform/screens/screen-declaration';
import { ANY_SIGNED_IN, lazyScreen } from '../platform/screens/screen-declaration';
import { AREA_MANIFESTS } from './area-manifests';

/** The screens of the app itself, declared as an area's are: the landing page. */
const APP_SCREENS: readonly ScreenDeclaration[] = [
  {
    name: 'home',
    path: '/',
    title: 'Home',
    permission: ANY_SIGNED_IN,
    nav: { label: 'Home', order: 0 },
    component: lazyScreen(() => import('./HomePage'), 'HomePage'),
  },
];

/** Every hand-written screen of the signed-in area: the app's and every area manifest's. */
export const ALL_SCREENS: readonly ScreenDeclaration[] = [
  ...APP_SCREENS,
  ...AREA_MANIFESTS.flatMap((manifest) => manifest.screens ?? []),
];
