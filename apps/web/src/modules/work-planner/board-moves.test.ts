import type { WorkBoardAnswer, WorkCard } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { keyboardMove, movedBoard } from './board-moves';

const card = (id: string, status: WorkCard['status']): WorkCard => ({
  id,
  version: 1,
  title: `Card ${id}`,
  description: null,
  status,
  assignedTo: '00000000-0000-4000-8000-000000000001',
  assignedToName: 'Alex Morgan',
  dueDate: null,
  overdue: false,
  branch: '00000000-0000-4000-8000-000000000002',
  branchName: 'Leeds Central',
  team: null,
  teamName: null,
  project: null,
  projectName: null,
  position: 1,
  alertId: null,
});

const board: WorkBoardAnswer = {
  view: 'all',
  grouping: 'status',
  branch: null,
  more: false,
  columns: [
    { key: 'pending', title: 'Pending', cards: [card('a', 'pending'), card('b', 'pending')] },
    { key: 'completed', title: 'Completed', cards: [card('c', 'completed')] },
    { key: 'cancelled', title: 'Cancelled', cards: [] },
  ],
};

const ids = (answer: WorkBoardAnswer) => answer.columns.map((c) => c.cards.map((x) => x.id));

describe('a card moved on a board, drawn before the server answers', () => {
  it('goes before the card it was dropped on, or to the end, taking its column’s status', () => {
    const moved = movedBoard(board, 'b', 'completed', 'c');
    expect(ids(moved)).toEqual([['a'], ['b', 'c'], []]);
    expect(moved.columns[1]?.cards[0]?.status).toBe('completed');
    expect(ids(movedBoard(board, 'a', 'cancelled', null))).toEqual([['b'], ['c'], ['a']]);
    expect(ids(movedBoard(board, 'a', 'pending', null))).toEqual([['b', 'a'], ['c'], []]);
  });
});

describe('a card moved from the keyboard', () => {
  it('goes to the end of the next column with Alt+→ and back with Alt+←', () => {
    expect(keyboardMove(board, 'a', 'ArrowRight')).toEqual({ column: 'completed', beforeId: null });
    expect(keyboardMove(board, 'c', 'ArrowLeft')).toEqual({ column: 'pending', beforeId: null });
    expect(keyboardMove(board, 'a', 'ArrowLeft')).toBeNull();
  });

  it('goes one place up or down its column with Alt+↑ and Alt+↓', () => {
    expect(keyboardMove(board, 'b', 'ArrowUp')).toEqual({ column: 'pending', beforeId: 'a' });
    expect(keyboardMove(board, 'a', 'ArrowDown')).toEqual({ column: 'pending', beforeId: null });
    expect(keyboardMove(board, 'b', 'ArrowDown')).toBeNull();
    expect(keyboardMove(board, 'a', 'ArrowUp')).toBeNull();
  });
});
