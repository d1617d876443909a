import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertFailure, hideAlert, showAlert } from '../../platform/alert-store';
import { AlertPopup } from './AlertPopup';

function renderPopup() {
  return render(
    <MantineProvider>
      <AlertPopup />
    </MantineProvider>,
  );
}

describe('AlertPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => hideAlert());
    vi.useRealTimers();
  });

  it('shows the title and message, then hides after 4 seconds', () => {
    renderPopup();
    act(() => showAlert({ type: 'danger', title: 'Not saved', message: 'The visit overlaps.' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('The visit overlaps.');

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts its 4 seconds from when it is on screen, not from when it was raised', () => {
    // A save raises its alert, then the next page takes a while to draw (the popup is not there).
    act(() => showAlert({ type: 'success', message: 'Client Medication added.' }));
    act(() => vi.advanceTimersByTime(6000));
    renderPopup();
    expect(screen.getByRole('status').textContent).toContain('Client Medication added.');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses the default title and a polite status for success', () => {
    renderPopup();
    act(() => showAlert({ message: 'Saved.' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Carehub');
    expect(status.getAttribute('data-type')).toBe('success');
  });

  it('restarts the 4 seconds when a new alert replaces the old one', () => {
    renderPopup();
    act(() => showAlert({ type: 'warning', message: 'First' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => showAlert({ type: 'warning', message: 'Second' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert').textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with its close button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderPopup();
    act(() => alertFailure({ message: 'The email or password is incorrect.' }));
    expect(screen.getByRole('alert').getAttribute('data-type')).toBe('danger');
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AlertPopup action', () => {
  afterEach(() => {
    act(() => hideAlert());
  });

  it('runs the action from its button and closes', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    renderPopup();
    act(() => showAlert({ message: 'Medication deleted.', action: { label: 'Undo', run: undo } }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays 10 seconds when it offers Undo: still there after 5 s, gone after 10 s', () => {
    vi.useFakeTimers();
    try {
      renderPopup();
      act(() =>
        showAlert({ message: 'Medication deleted.', action: { label: 'Undo', run: () => {} } }),
      );
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays while the pointer or focus is on it, and hides 10 seconds after they leave', () => {
    vi.useFakeTimers();
    try {
      renderPopup();
      act(() =>
        showAlert({ message: 'Medication deleted.', action: { label: 'Undo', run: () => {} } }),
      );
      const alert = screen.getByRole('status');
      fireEvent.focus(screen.getByRole('button', { name: 'Undo' }));
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('status')).not.toBeNull();
      fireEvent.blur(screen.getByRole('button', { name: 'Undo' }));
      fireEvent.pointerEnter(alert);
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('status')).not.toBeNull();
      fireEvent.pointerLeave(alert);
      act(() => vi.advanceTimersByTime(9999));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
