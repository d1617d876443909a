import { CLIENT_FORM_ROUTES } from 'virtual:care360/client-form-routes';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** On a questionnaire page of a client's file: the form's key ('falls-risk-assessment'). */
    clientForm?: string;
  }
}

// One lazy chunk for every questionnaire: the page loads each definition from the API.
const ClientFormPage = lazyRouteComponent(() => import('./ClientFormPage'), 'ClientFormPage');

/** A page per questionnaire of CLIENT_FORMS, under the client file's layout route. */
export function clientFormRoutes<TFile extends AnyRoute>(fileRoute: TFile): AnyRoute[] {
  return CLIENT_FORM_ROUTES.map((form) =>
    createRoute({
      getParentRoute: () => fileRoute,
      path: `/${form.key}`,
      staticData: { title: form.title, clientForm: form.key },
      component: ClientFormPage,
    }),
  );
}
