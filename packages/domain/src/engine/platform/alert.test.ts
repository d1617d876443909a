import { describe, expect, it } from 'vitest';
import {
  ALERT_HIDE_MS,
  DEFAULT_ALERT_TITLE,
  MISSING_ALERT_TEXT,
  normaliseAlert,
  normaliseAlertType,
} from './alert';

describe('normaliseAlertType', () => {
  it.each(['success', 'danger', 'warning'] as const)('keeps %s', (type) => {
    expect(normaliseAlertType(type)).toBe(type);
  });

  it.each(['info', 'error', 'SUCCESS', '', null, undefined])('turns %s into success', (type) => {
    expect(normaliseAlertType(type)).toBe('success');
  });
});

describe('normaliseAlert', () => {
  it('uses the default title when the caller gives none', () => {
    expect(normaliseAlert({ type: 'danger', message: 'Saved' })).toEqual({
      type: 'danger',
      title: 'Carehub',
      message: 'Saved',
    });
    expect(DEFAULT_ALERT_TITLE).toBe('Carehub');
  });

  it('shows ** for a title given but empty', () => {
    expect(normaliseAlert({ title: '', message: 'x' }).title).toBe('**');
    expect(normaliseAlert({ title: null, message: 'x' }).title).toBe('**');
    expect(normaliseAlert({ title: '   ', message: 'x' }).title).toBe('**');
  });

  it('shows ** for a missing or empty message', () => {
    expect(normaliseAlert({}).message).toBe(MISSING_ALERT_TEXT);
    expect(normaliseAlert({ message: '' }).message).toBe('**');
    expect(normaliseAlert({ message: null }).message).toBe('**');
  });

  it('keeps a given title and message as they are', () => {
    expect(normaliseAlert({ type: 'warning', title: 'Visit late', message: ' 10 min ' })).toEqual({
      type: 'warning',
      title: 'Visit late',
      message: ' 10 min ',
    });
  });

  it('falls back to success for an unknown type', () => {
    expect(normaliseAlert({ type: 'info', message: 'x' }).type).toBe('success');
  });

  it('hides after four seconds', () => {
    expect(ALERT_HIDE_MS).toBe(4000);
  });
});
