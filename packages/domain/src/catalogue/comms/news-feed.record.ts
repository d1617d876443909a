import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Notices for staff: shown in the app and the carers' app between two dates. */
export const newsFeed = defineRecord({
  name: 'news-feed',
  area: 'comms',
  singular: 'News Feed Item',
  plural: 'News Feed',
  navGroup: 'Communication',
  fields: {
    title: field.text('Title', { required: true, max: 150 }),
    body: field.longText('Message', { required: true, max: 5000 }),
    audience: field.choice('Audience', ['All staff', 'Carers', 'Office staff'], { required: true }),
    publishFrom: field.date('Show from', { required: true }),
    publishUntil: field.date('Show until'),
    pinned: field.yesNo('Pinned', { help: 'Pinned items stay at the top.' }),
  },
  rules: [dateOrder('publishFrom', 'publishUntil', 'The last day must be on or after the first.')],
  list: {
    columns: ['title', 'audience', 'publishFrom', 'publishUntil', 'pinned'],
    sort: 'publishFrom',
    dir: 'desc',
    filters: ['audience', 'pinned'],
    search: ['title'],
  },
});
