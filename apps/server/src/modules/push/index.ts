/** The push area as other areas and routes.ts see it: its manifest. */
export { pushArea } from './push.manifest';

// What other areas' writes call, in the change's transaction, to tell people by push.
// pushEscalation is the escalation ladder's notifier, set where the areas are composed (routes.ts):
// this area cannot import live-events, whose imports lead back to scheduling, which imports this.
export {
  pushCoverGone,
  pushCoverOffered,
  pushEscalation,
  pushRotaPublished,
} from './push-notices';
export { type PushSender, setPushSender } from './push-send.job';
