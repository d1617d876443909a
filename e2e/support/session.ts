import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect } from './test';

/** The demo sign-ins seeded on first start (README), all with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'care360demo';
export const ADMIN = { email: 'admin@care360.local', name: 'Alex Morgan' } as const;
export const COORDINATOR = { email: 'coordinator@care360.local', name: 'Tom Fletcher' } as const;
export const HR = { email: 'hr@care360.local', name: 'Grace Okafor' } as const;
export const RIVERSIDE_ADMIN = {
  email: 'admin@riverside.care360.local',
  name: 'Sam Patel',
  organisation: 'Riverside Care Services',
} as const;
export const MEADOWBANK = 'Meadowbank Home Care Ltd';

/** The home page's greeting, e.g. 'Good morning, Alex' for 'Alex Morgan' (any name if omitted). */
export function greeting(name?: string): RegExp {
  const first = name ? (name.split(' ')[0] ?? name) : '\\S+';
  return new RegExp(`^Good (morning|afternoon|evening), ${first}$`);
}

/** Waits for the sign-in form on the page now open. */
export async function expectSignInPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Login');
}

/**
 * A password field by its label. By role, not getByLabel: Mantine's label text carries the
 * required mark (' *'), and the show/hide toggle beside it also mentions 'password'.
 */
export function passwordField(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Fills in and submits the sign-in form on the page now open; asserts nothing about the result. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the signed-in home page (greeting `name`, or anyone's) and checks it with axe. */
export async function expectHomePage(page: Page, name?: string) {
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: greeting(name) })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Home');
  await expectAccessible(page);
}

/**
 * Opens the sign-in page, signs in and waits for the home page; both pages are checked with axe.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.goto('/');
  await expectSignInPage(page);
  await expectAccessible(page);
  await submitSignIn(page, email, password);
  await expectHomePage(page);
}

/** The side navigation; its groups (People, Administration) start closed unless a child is open. */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Opens a closed navigation group (a no-op when it is already open). */
export async function openNavGroup(page: Page, group: string) {
  const button = mainNavigation(page).getByRole('button', { name: group });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
