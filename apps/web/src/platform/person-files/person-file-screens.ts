import type { Permission, RecordKindName } from '@care360/domain';
import { lazyScreen, type ScreenDeclaration } from '../screens/screen-declaration';
import type { PersonFileRoute } from './person-file-route-info';

export { personFileRoute } from './use-person-file-route';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Inside a person's file: the owner's record kind ('clients'), which names the file. */
    personFile?: string;
    /** On a questionnaire page of a person's file: the form's key ('falls-risk-assessment'). */
    personForm?: string;
  }
}

/** The name of a file's frame screen, which its hand-written sections name as their parent. */
export const fileScreenName = (route: PersonFileRoute) => `${route.owner}-file`;

// One lazy chunk for every questionnaire: the page loads each definition from the API.
const formPage = lazyScreen(() => import('./PersonFormPage'), 'PersonFormPage');
const recordForm = lazyScreen(() => import('../records/RecordFormPage'), 'EditRecordPage');

/**
 * The screens every person file has by its declaration: the frame with the file's section
 * navigation (the generated screens of its nested kinds are drawn inside it), the owner's
 * details, and a page per questionnaire.
 */
export function personFileScreens(route: PersonFileRoute): ScreenDeclaration[] {
  const frame = fileScreenName(route);
  const read = route.permissions.read as Permission;
  const staticData = { personFile: route.owner };
  return [
    {
      name: frame,
      path: `/${route.ownerPath}/$id/${route.fileSegment}`,
      permission: read,
      frame: { recordScreens: true },
      staticData,
      component: lazyScreen(() => import('./PersonFileLayout'), 'PersonFileLayout'),
    },
    {
      name: `${route.owner}-edit`,
      parent: frame,
      path: '/',
      title: `Edit ${route.noun}`,
      permission: read,
      staticData: { ...staticData, recordKind: route.owner },
      component: recordForm,
    },
    ...route.forms.map((form) => ({
      name: `${route.owner}-form:${form.key}`,
      parent: frame,
      path: `/${form.path}`,
      title: form.title,
      // What the server asks to read a questionnaire (person-forms.endpoints.ts).
      permission: read,
      staticData: { ...staticData, personForm: form.key },
      // Its pickers read the declarations of the kinds they choose from.
      ...(form.declarations ? { declarations: form.declarations as RecordKindName[] } : {}),
      component: formPage,
    })),
  ];
}
