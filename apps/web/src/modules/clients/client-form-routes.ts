import { CLIENT_FORM_ROUTES } from 'virtual:care360/client-form-routes';
import { lazyScreen, type PageScreen } from '../../platform/screens/screen-declaration';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** On a questionnaire page of a client's file: the form's key ('falls-risk-assessment'). */
    clientForm?: string;
  }
}

// One lazy chunk for every questionnaire: the page loads each definition from the API.
const clientFormPage = lazyScreen(() => import('./ClientFormPage'), 'ClientFormPage');

/** A section of the client file (the frame named `fileScreen`) per questionnaire of CLIENT_FORMS. */
export function clientFormScreens(fileScreen: string): PageScreen[] {
  return CLIENT_FORM_ROUTES.map((form) => ({
    name: `client-form:${form.key}`,
    parent: fileScreen,
    path: `/${form.key}`,
    title: form.title,
    // What the server asks to read a client's questionnaire (client-forms.endpoints.ts).
    permission: 'clients.read',
    staticData: { clientForm: form.key },
    component: clientFormPage,
  }));
}
