import type {
  HolidayBalanceAnswer,
  HolidayCalendar,
  HolidayRequests,
  OversightListKind,
  PersonOversight,
  StaffOversightList,
  StaffOwner,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchData, withQuery } from '../../platform/api';

/** The oversight and holiday reads of a staff file (apps/server/src/modules/staff/oversight.endpoints.ts). */

const person = (owner: StaffOwner, id: string) => `/api/v1/${owner}/${encodeURIComponent(id)}`;

export const oversightQuery = (owner: StaffOwner, id: string) =>
  queryOptions({
    queryKey: ['/api/v1', owner, id, 'oversight'],
    queryFn: ({ signal }) => fetchData<PersonOversight>(`${person(owner, id)}/oversight`, signal),
    staleTime: 0,
  });

export const holidayBalanceQuery = (owner: StaffOwner, id: string) =>
  queryOptions({
    queryKey: ['/api/v1', owner, id, 'holiday-balance'],
    queryFn: ({ signal }) =>
      fetchData<HolidayBalanceAnswer>(`${person(owner, id)}/holiday-balance`, signal),
    staleTime: 0,
  });

export const staffOversightQuery = (owner: StaffOwner, kind: OversightListKind, state: string) =>
  queryOptions({
    queryKey: ['/api/v1/staff-oversight', owner, kind, state],
    queryFn: ({ signal }) =>
      fetchData<StaffOversightList>(
        withQuery('/api/v1/staff-oversight', { owner, kind, ...(state ? { state } : {}) }),
        signal,
      ),
    staleTime: 0,
  });

/** `all`: the organisation's calendar (both kinds of staff, with the bank holidays). */
export const holidayCalendarQuery = (owner: StaffOwner | 'all', month: string) =>
  queryOptions({
    queryKey: ['/api/v1/holiday-calendar', owner, month],
    queryFn: ({ signal }) =>
      fetchData<HolidayCalendar>(withQuery('/api/v1/holiday-calendar', { owner, month }), signal),
    staleTime: 0,
  });

/** The holiday requests still to decide (modules/staff/holiday-requests.ts on the server). */
export const holidayRequestsQuery = (owner: StaffOwner) =>
  queryOptions({
    queryKey: ['/api/v1/holiday-requests', owner],
    queryFn: ({ signal }) =>
      fetchData<HolidayRequests>(`/api/v1/holiday-requests/${owner}`, signal),
    staleTime: 0,
  });
