import type { AreaManifest } from '../../platform/area-manifest';
import { ANY_SIGNED_IN, lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * The carer's phone app: their visits this week and one visit at a time. Open to any signed-in
 * person; the server answers only someone with a carer file, and only about their own visits.
 * For the office, the page of a home's check-in QR code, to print (whoever may edit the client).
 */
export const carerAppManifest: AreaManifest = {
  area: 'carer-app',
  screens: [
    {
      name: 'carer-app',
      path: '/carer',
      title: 'My Visits',
      permission: ANY_SIGNED_IN,
      component: lazyScreen(() => import('./CarerHomePage'), 'CarerHomePage'),
    },
    {
      name: 'carer-app-visit',
      path: '/carer/visits/$id',
      title: 'My Visit',
      permission: ANY_SIGNED_IN,
      component: lazyScreen(() => import('./CarerVisitPage'), 'CarerVisitPage'),
    },
    {
      // The carer's conversations with the office, in the phone's one-pane layout.
      name: 'carer-app-messages',
      path: '/carer/messages',
      title: 'Messages',
      permission: 'chat.read',
      component: lazyScreen(() => import('./CarerMessagesPage'), 'CarerMessagesPage'),
    },
    {
      name: 'client-check-in-qr',
      path: '/clients/$id/check-in-qr',
      title: 'Check-in QR Code',
      permission: 'clients.update',
      component: lazyScreen(() => import('./CheckInQrPage'), 'CheckInQrPage'),
    },
  ],
};
