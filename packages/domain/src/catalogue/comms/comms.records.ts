import { chatSettings } from './chat-settings.record';
import { newsFeed } from './news-feed.record';
import { staffMeetings } from './staff-meetings.record';
import { surveyRecipients, surveySends } from './survey-sends.record';

/** The comms area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const COMMS_RECORDS = [
  newsFeed,
  staffMeetings,
  surveySends,
  surveyRecipients,
  chatSettings,
] as const;
