import { CHAT_EVENT_KIND } from '@care360/domain';
import type { AreaManifest } from '../../platform/areas/area-manifest';
import { chatRoutes } from './chat.endpoints';
import { CHAT_RESOURCE, takesPart } from './chat-access';
import { chatRetentionTask } from './chat-retention';
import { emailLogRoutes } from './email-logs.endpoints';
import { surveySendRoutes } from './survey-sends.endpoints';

/**
 * The comms area: the email log, staff surveys sent, answered and reminded, and chat (its
 * conversations are seen, live too, by their participants alone).
 */
export const commsArea: AreaManifest = {
  name: 'comms',
  routes: [...emailLogRoutes, ...surveySendRoutes, ...chatRoutes],
  tasks: [chatRetentionTask],
  eventKinds: { [CHAT_EVENT_KIND]: 'chat.read' },
  resources: { [CHAT_RESOURCE]: takesPart },
};
