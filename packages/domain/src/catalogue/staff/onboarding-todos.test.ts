import { describe, expect, it } from 'vitest';
import { onboardingTodos } from './onboarding-todos.records';

describe('onboardingTodos', () => {
  it('makes a condition of each line and a to-do of each outstanding item, due from the start date', () => {
    expect(
      onboardingTodos(
        {
          conditions: '- Shadowing only until the second reference arrives\n\n  No medication  ',
          outstanding: ['One of two references outstanding', 'Contract not signed'],
        },
        '2026-12-07',
      ),
    ).toEqual([
      {
        title: 'Shadowing only until the second reference arrives',
        kind: 'Condition',
        dueOn: '2027-01-04',
      },
      { title: 'No medication', kind: 'Condition', dueOn: '2027-01-04' },
      { title: 'One of two references outstanding', kind: 'Outstanding item', dueOn: '2026-12-21' },
      { title: 'Contract not signed', kind: 'Outstanding item', dueOn: '2026-12-21' },
    ]);
    expect(onboardingTodos({ conditions: null, outstanding: [] }, '2026-12-07')).toEqual([]);
  });
});
