import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Team meetings with their agenda and minutes, kept as evidence of staff communication (CQC). */
export const staffMeetings = defineRecord({
  name: 'staff-meetings',
  area: 'comms',
  singular: 'Staff Meeting',
  plural: 'Staff Meetings',
  navGroup: 'Communication',
  fields: {
    title: field.text('Title', { required: true, max: 150 }),
    branchId: field.reference('Branch', 'branches'),
    meetingDate: field.date('Date', { required: true }),
    startTime: field.time('Starts'),
    endTime: field.time('Ends'),
    location: field.text('Location', { max: 150, help: 'A room, or the video call link.' }),
    chair: field.text('Chaired by', { max: 100 }),
    agenda: field.longText('Agenda'),
    minutes: field.longText('Minutes'),
    actions: field.longText('Actions agreed'),
  },
  rules: [
    {
      field: 'endTime',
      message: 'The meeting must end after it starts.',
      check: (v) =>
        typeof v.startTime !== 'string' || typeof v.endTime !== 'string' || v.startTime < v.endTime,
    },
  ],
  list: {
    columns: ['title', 'branchId', 'meetingDate', 'startTime', 'chair'],
    sort: 'meetingDate',
    dir: 'desc',
    filters: ['branchId'],
    search: ['title', 'chair'],
  },
});
