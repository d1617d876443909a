import { ukHour } from '@care360/domain';

/** 'Good morning' until noon, 'Good afternoon' until 6 pm, then 'Good evening' — UK time. */
export function greeting(now: Date): string {
  const hour = ukHour(now);
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The first word of a full name, for a friendly greeting. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
