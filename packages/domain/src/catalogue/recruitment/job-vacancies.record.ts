import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Open posts the agency recruits for; applicants apply against one. */
export const jobVacancies = defineRecord({
  name: 'job-vacancies',
  area: 'recruitment',
  singular: 'Job Vacancy',
  plural: 'Job Vacancies',
  navGroup: 'Recruitment',
  // The spec's "Vacancy Details" page (§2.2) is a read-only view of one vacancy.
  screens: { show: { path: 'vacancies', title: 'Vacancy Details' } },
  fields: {
    title: field.text('Job title', { required: true, max: 150 }),
    branchId: field.reference('Branch', 'branches', { required: true }),
    employmentType: field.choice(
      'Employment type',
      ['Full time', 'Part time', 'Zero hours', 'Bank', 'Fixed term'],
      {
        required: true,
      },
    ),
    hoursPerWeek: field.number('Hours per week', { min: 0, max: 60, decimals: 1 }),
    payRatePerHour: field.money('Pay per hour', { max: 10_000 }),
    drivingRequired: field.yesNo('Driver needed'),
    closingDate: field.date('Closing date'),
    status: field.choice('Status', ['Draft', 'Open', 'Closed'], { required: true }),
    description: field.longText('Description', { max: 8000 }),
  },
  list: {
    columns: ['title', 'branchId', 'employmentType', 'status', 'closingDate'],
    sort: 'closingDate',
    dir: 'desc',
    filters: ['branchId', 'status', 'employmentType'],
    search: ['title'],
  },
});
