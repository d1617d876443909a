export type { CalendarChange, CalendarEvent, CalendarResource } from './calendar-events';
export {
  LoadedCalendar,
  type LoadedCalendarProps,
  useCalendarNavigation,
} from './LoadedCalendar';
export {
  type CalendarView,
  calendarPeriod,
  daysFrom,
  fromLondonWallClock,
  londonClockChange,
  stepPeriod,
  type TimelineSpan,
  toLondonWallClock,
} from './london-time';
export { PlatformCalendar, type PlatformCalendarProps } from './PlatformCalendar';
