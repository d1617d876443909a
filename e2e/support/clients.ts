import type { Page } from '@playwright/test';
import { createRecord, idOf } from './records';

/** A demo client file's parts, made through the API where a test is not about making them. */

export interface NewClient {
  id: string;
  forename: string;
  surname: string;
  /** As the app writes it: title, forename and surname. */
  fullName: string;
}

/**
 * An active client of the Leeds Central branch, named by the tag, with no known allergies; the
 * other details the file needs are the declaration's samples.
 */
export async function createClient(page: Page, tag: string, forename = 'Edith') {
  const surname = `Barraclough-${tag}`;
  const client = await createRecord(page, 'clients', {
    title: 'Mrs',
    forename,
    surname,
    dateOfBirth: '1941-05-14',
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    allergies: 'None known',
  });
  return { id: client.id, forename, surname, fullName: `Mrs ${forename} ${surname}` };
}

/** Starts a medicine for the client: `medicine` is the name of one in the shipped list. */
export async function startMedicine(
  page: Page,
  clientId: string,
  medicine: string,
  values: Record<string, unknown>,
) {
  const medication = await idOf(page, 'medications', medicine);
  return createRecord(page, 'client-medications', { medication, ...values }, clientId);
}

const ukParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as { day: string; month: string; year: string };

/** Today in the UK as 'YYYY-MM-DD', the API's form. */
export function ukTodayIso(now = new Date()): string {
  const { day, month, year } = ukParts(now);
  return `${year}-${month}-${day}`;
}

/** Today in the UK as 'DD/MM/YYYY', as the app shows and takes dates. */
export function ukToday(now = new Date()): string {
  const { day, month, year } = ukParts(now);
  return `${day}/${month}/${year}`;
}
