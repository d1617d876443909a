import { ALERT_HIDE_MS, type Alert, type AlertInput, normaliseAlert } from '@care360/domain';
import { useSyncExternalStore } from 'react';
import type { ApiFailure } from './api';

/** A button in the alert, e.g. 'Undo' after a delete. */
export interface AlertAction {
  label: string;
  run: () => void;
}

/** The one alert the shell shows (spec §2.7, §3.3): a new alert replaces the one on screen. */
export interface AlertState extends Alert {
  show: boolean;
  /** Changes with every alert so the popup restarts even when the text repeats. */
  id: number;
  action?: AlertAction;
}

/**
 * An alert with an action (Undo after a delete) stays 10 seconds rather than 4: long enough to
 * read, decide and reach its button with the keyboard.
 */
export const ACTION_ALERT_HIDE_MS = 10_000;

const hideAfter = (alert: AlertState) => (alert.action ? ACTION_ALERT_HIDE_MS : ALERT_HIDE_MS);

let state: AlertState = { show: false, id: 0, type: 'success', title: '', message: '' };
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: AlertState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Raises an alert. Its time starts when the popup has drawn it (startAlertTime), not here: a
 * save raises its alert and then opens the next page, which on a slow phone can keep the page
 * busy for seconds, and the alert must still be on screen for its whole time.
 */
export function showAlert(input: AlertInput & { action?: AlertAction }): void {
  clearTimeout(hideTimer);
  hideTimer = undefined;
  const next: AlertState = { ...normaliseAlert(input), show: true, id: state.id + 1 };
  if (input.action) next.action = input.action;
  publish(next);
}

/** Called by the popup once it has drawn alert `id`: from now it has its full time. */
export function startAlertTime(id: number): void {
  if (state.id === id) releaseAlert();
}

/**
 * While the pointer or keyboard focus is on the alert it stays (WCAG 2.2.1: someone reaching
 * for its Undo button must not lose it); leaving starts its time again.
 */
export function holdAlert(): void {
  clearTimeout(hideTimer);
  hideTimer = undefined;
}

export function releaseAlert(): void {
  if (!state.show) return;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hideAlert, hideAfter(state));
}

export function hideAlert(): void {
  clearTimeout(hideTimer);
  hideTimer = undefined;
  if (state.show) publish({ ...state, show: false });
}

/** Failed calls are shown as danger alerts carrying the server's message (spec §8). */
export function alertFailure(result: Pick<ApiFailure, 'message'>): void {
  showAlert({ type: 'danger', message: result.message });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAlertState(): AlertState {
  return state;
}

export function useAlertState(): AlertState {
  return useSyncExternalStore(subscribe, getAlertState, getAlertState);
}
