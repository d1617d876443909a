import type { Permission } from '../people/permissions';

/**
 * The office's hub pages: the HR portal (/app/hr-portal) and the sub-categories of a menu
 * category (/app/sub-categories/:category, 'training' for the training screens). Each is a set of
 * tiles linking to screens that exist elsewhere, shown only to those who may open them, so a
 * hub never grants more than the screens themselves.
 */

export interface HubLink {
  label: string;
  /** Under /app, as the router spells it. */
  path: string;
  description: string;
  permission: Permission;
}

export interface OfficeHub {
  title: string;
  links: readonly HubLink[];
}

const TRAINING: OfficeHub = {
  title: 'Training',
  links: [
    {
      label: 'Training Matrix',
      path: '/app/training-matrix',
      description: 'Every carer and office employee by course: current, expiring, expired.',
      permission: 'carers.read',
    },
    {
      label: 'Training to Arrange',
      path: '/app/training-modal',
      description: 'Courses staff must take or retake: expired, expiring, never done.',
      permission: 'carers.read',
    },
    {
      label: 'Training Courses',
      path: '/app/training-courses',
      description: 'The courses staff complete and how long each stays valid.',
      permission: 'training-courses.read',
    },
    {
      label: 'Carers',
      path: '/app/carers',
      description: 'A carer’s file holds their training and refresher training records.',
      permission: 'carers.read',
    },
    {
      label: 'Office Employees',
      path: '/app/employees',
      description: 'An office employee’s file holds their training records.',
      permission: 'employees.read',
    },
  ],
};

const HR: OfficeHub = {
  title: 'HR',
  links: [
    {
      label: 'DBS Details',
      path: '/app/dbs-details',
      description: 'Each member of staff’s current DBS check and when it is next due.',
      permission: 'carer-dbs-checks.read',
    },
    {
      label: 'Uniform Details',
      path: '/app/uniform-details',
      description: 'What carers have been issued and not returned.',
      permission: 'carer-uniform.read',
    },
    {
      label: 'Supervisions Due',
      path: '/app/audits/carers/supervisions',
      description: 'Carers due or overdue a supervision.',
      permission: 'carers.read',
    },
    {
      label: 'Spot Checks Due',
      path: '/app/audits/carers/spot-checks',
      description: 'Carers due or overdue a spot check.',
      permission: 'carers.read',
    },
    {
      label: 'Annual Appraisals Due',
      path: '/app/audits/carers/annual-appraisals',
      description: 'Carers due or overdue their annual appraisal.',
      permission: 'carers.read',
    },
    {
      label: 'Holiday Calendar',
      path: '/app/calendar/carer/holidays',
      description: 'Carers’ booked and requested holidays.',
      permission: 'carers.read',
    },
    {
      label: 'Job Vacancies',
      path: '/app/job-vacancies',
      description: 'Open posts and their applicants.',
      permission: 'job-vacancies.read',
    },
    {
      label: 'Staff Meetings',
      path: '/app/staff-meetings',
      description: 'Meetings held with staff and what was agreed.',
      permission: 'staff-meetings.read',
    },
    {
      label: 'Carer Surveys',
      path: '/app/carer-surveys',
      description: 'Surveys sent to carers and their answers.',
      permission: 'carer-surveys.read',
    },
    {
      label: 'Office Employee Surveys',
      path: '/app/office-employee-surveys',
      description: 'Surveys sent to office employees and their answers.',
      permission: 'office-employee-surveys.read',
    },
  ],
};

/** The categories /app/sub-categories/:category opens, by the menu's key. */
export const OFFICE_CATEGORIES: Readonly<Record<string, OfficeHub>> = {
  training: TRAINING,
  hr: HR,
};

/** The HR portal's tiles. */
export const HR_PORTAL: OfficeHub = HR;

/** A category by its key, or undefined for one the menu does not have. */
export function officeCategory(key: string): OfficeHub | undefined {
  return Object.hasOwn(OFFICE_CATEGORIES, key) ? OFFICE_CATEGORIES[key] : undefined;
}
