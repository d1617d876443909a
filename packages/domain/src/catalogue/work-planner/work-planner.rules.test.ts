import { describe, expect, it } from 'vitest';
import { POSITION_GAP } from './task-cards.record';
import {
  describeCardChange,
  isOverdueCard,
  MOVE_ACTION,
  positionBetween,
  renumbered,
} from './work-planner.rules';

describe('a card’s place in its column', () => {
  it('takes the middle of its neighbours, a gap after the last, the first gap in an empty column', () => {
    expect(positionBetween(null, null)).toBe(POSITION_GAP);
    expect(positionBetween(2048, null)).toBe(2048 + POSITION_GAP);
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(null, 1024)).toBe(512);
  });

  it('finds no room between neighbours one apart, so the column is numbered afresh', () => {
    expect(positionBetween(5, 6)).toBeNull();
    expect(positionBetween(null, 1)).toBeNull();
    expect(renumbered(3)).toEqual([POSITION_GAP, 2 * POSITION_GAP, 3 * POSITION_GAP]);
  });
});

describe('an overdue card', () => {
  it('is pending and due before today; a card due today or done is not', () => {
    expect(isOverdueCard({ status: 'pending', dueDate: '2026-11-21' }, '2026-11-22')).toBe(true);
    expect(isOverdueCard({ status: 'pending', dueDate: '2026-11-22' }, '2026-11-22')).toBe(false);
    expect(isOverdueCard({ status: 'completed', dueDate: '2026-11-01' }, '2026-11-22')).toBe(false);
    expect(isOverdueCard({ status: 'pending', dueDate: null }, '2026-11-22')).toBe(false);
  });
});

describe('the task-planner log’s words for a change', () => {
  const names = (id: unknown) => (id ? `name of ${String(id)}` : 'none');

  it('says a card was created, for whom, and from an alert', () => {
    expect(
      describeCardChange('create', { status: [null, 'pending'], assignedTo: [null, 'u1'] }, names),
    ).toEqual({
      style: 'create card',
      event: 'Created',
      detail: 'Created for name of u1, Pending.',
    });
    expect(
      describeCardChange('create', { alertId: [null, 'a1'], status: [null, 'pending'] }, names)
        .detail,
    ).toBe('Created from an alert, Pending.');
  });

  it('says a move, a status change, a reassignment and an edit apart', () => {
    expect(
      describeCardChange(
        MOVE_ACTION,
        { status: ['pending', 'completed'], position: [1, 2] },
        names,
      ),
    ).toEqual({ style: 'edit card', event: 'Moved', detail: 'Status Pending → Completed.' });
    expect(describeCardChange(MOVE_ACTION, { position: [1, 2] }, names).detail).toBe(
      'Moved within its column.',
    );
    expect(describeCardChange('update', { status: ['pending', 'cancelled'] }, names).event).toBe(
      'Status changed',
    );
    expect(describeCardChange('update', { assignedTo: ['u1', 'u2'] }, names)).toMatchObject({
      event: 'Reassigned',
      detail: 'Owner name of u1 → name of u2.',
    });
    expect(describeCardChange('update', { dueDate: ['2026-11-01', '2026-11-02'] }, names)).toEqual({
      style: 'edit card',
      event: 'Edited',
      detail: 'Edited due date.',
    });
  });

  it('says a deletion and a restore', () => {
    expect(describeCardChange('delete', null, names)).toEqual({
      style: 'delete card',
      event: 'Deleted',
      detail: 'Deleted.',
    });
    expect(describeCardChange('restore', null, names).event).toBe('Restored');
  });
});
