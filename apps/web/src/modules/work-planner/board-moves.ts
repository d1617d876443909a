import type { WorkBoardAnswer, WorkBoardColumn, WorkCard } from '@care360/domain';

/**
 * A card moved on a board as the server will place it, drawn at once while the move is sent:
 * taken out of its column and put in `column` before `beforeId` (at the end when null). On a
 * board by status the card's status follows its column.
 */
export function movedBoard(
  board: WorkBoardAnswer,
  cardId: string,
  column: string,
  beforeId: string | null,
): WorkBoardAnswer {
  const card = board.columns.flatMap((c) => c.cards).find((c) => c.id === cardId);
  if (!card) return board;
  const placed: WorkCard =
    board.grouping === 'status' ? { ...card, status: column as WorkCard['status'] } : card;
  const columns = board.columns.map((c): WorkBoardColumn => {
    const rest = c.cards.filter((other) => other.id !== cardId);
    if (c.key !== column) return { ...c, cards: rest };
    const at = beforeId ? rest.findIndex((other) => other.id === beforeId) : -1;
    const index = at < 0 ? rest.length : at;
    return { ...c, cards: [...rest.slice(0, index), placed, ...rest.slice(index)] };
  });
  return { ...board, columns };
}

/**
 * Where a keyboard move takes a card: Alt with ← or → to the end of the next column, with ↑ or ↓
 * one place up or down its own. Null when it is already at the edge.
 */
export function keyboardMove(
  board: WorkBoardAnswer,
  cardId: string,
  key: string,
): { column: string; beforeId: string | null } | null {
  const from = board.columns.findIndex((c) => c.cards.some((card) => card.id === cardId));
  const column = board.columns[from];
  if (!column) return null;
  const at = column.cards.findIndex((card) => card.id === cardId);
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const to = board.columns[from + (key === 'ArrowLeft' ? -1 : 1)];
    return to ? { column: to.key, beforeId: null } : null;
  }
  if (key === 'ArrowUp') {
    const previous = column.cards[at - 1];
    return previous ? { column: column.key, beforeId: previous.id } : null;
  }
  if (key === 'ArrowDown') {
    if (at >= column.cards.length - 1) return null;
    return { column: column.key, beforeId: column.cards[at + 2]?.id ?? null };
  }
  return null;
}
