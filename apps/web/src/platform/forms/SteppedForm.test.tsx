import { type FormDefinition, MIN_PROGRESS_PERCENT } from '@care360/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formValuesOf } from './answer-values';
import { FormRenderer, focusQuestion } from './FormRenderer';
import { TEST_APPLICATION } from './form-test-kit';
import { useQuestionnaire } from './use-questionnaire';

function Harness({ definition }: { definition: FormDefinition }) {
  const form = useQuestionnaire(definition, formValuesOf(definition, null, '2026-03-27'));
  return (
    <MantineProvider env="test">
      <FormRenderer form={form} />
      <pre data-testid="answers">{JSON.stringify(form.answers)}</pre>
    </MantineProvider>
  );
}

function renderForm(definition: FormDefinition = TEST_APPLICATION) {
  const user = userEvent.setup({ delay: null });
  render(<Harness definition={definition} />);
  return user;
}

const answersOnScreen = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}');
const fillWidth = () =>
  Number.parseFloat((screen.getByRole('progressbar').firstElementChild as HTMLElement).style.width);
const button = (name: string) => screen.getByRole('button', { name });

describe('a form in steps', () => {
  it('shows one step at a time under a progress bar', () => {
    renderForm();
    const bar = screen.getByRole('progressbar', { name: 'Step 1 of 3: About you' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemin')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(fillWidth()).toBe(33);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Reference 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('never draws the bar narrower than the minimum, however many steps', () => {
    const eight: FormDefinition = {
      ...TEST_APPLICATION,
      sections: Array.from({ length: 8 }, (_, i) => ({
        id: `s${i}`,
        title: `Part ${i + 1}`,
        questions: [{ id: `q${i}`, type: 'text' as const, label: `Question ${i + 1}` }],
      })),
      steps: Array.from({ length: 8 }, (_, i) => ({
        id: `s${i}`,
        title: `Part ${i + 1}`,
        sections: [`s${i}`],
      })),
    };
    renderForm(eight);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      'Step 1 of 8: Part 1',
    );
    expect(fillWidth()).toBe(MIN_PROGRESS_PERCENT);
  });

  it('refuses Next on an invalid step, checks each reference, and Back keeps every answer', async () => {
    const user = renderForm();
    await user.click(button('Next'));
    // Still on step 1, each gap said at its question, the focus on the first.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Enter an answer.')).toBeTruthy();
    expect(screen.getByText('Choose an answer.')).toBeTruthy();

    await user.type(name, 'Ann Lee');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(button('Next'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(fillWidth()).toBe(67);
    // The focus moves to the new step's progress, so it is read out.
    expect(document.activeElement?.contains(screen.getByRole('progressbar'))).toBe(true);

    // Two blank references by default, both owed.
    const first = screen.getByRole('group', { name: 'Reference 1' });
    const second = screen.getByRole('group', { name: 'Reference 2' });
    await user.click(button('Next'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(within(second).getAllByText('Enter an answer.')).toHaveLength(2);
    expect(document.activeElement).toBe(
      within(first).getByRole('textbox', { name: /Referee name/ }),
    );

    await user.type(within(first).getByRole('textbox', { name: /Referee name/ }), 'Bob');
    await user.type(within(first).getByRole('textbox', { name: /Email/ }), 'bob@');
    await user.type(within(second).getByRole('textbox', { name: /Referee name/ }), 'Cat');
    await user.type(within(second).getByRole('textbox', { name: /Email/ }), 'Cat@Example.com');
    expect(within(first).getByText('Enter an email address like name@example.co.uk.')).toBeTruthy();
    await user.type(within(first).getByRole('textbox', { name: /Email/ }), 'example.com');

    // A third may be added, and removed; no more than three.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(button('Add another reference'));
    expect(screen.getByRole('group', { name: 'Reference 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add another reference' })).toBeNull();
    await user.click(button('Remove reference 3'));
    expect(screen.queryByRole('group', { name: 'Reference 3' })).toBeNull();

    await user.click(button('Next'));
    // Step 3 shows the licence question because of the answer on step 1.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    expect(fillWidth()).toBe(100);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Licence number/ })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Expected weekly pay/ }), '350.5');

    await user.click(button('Back'));
    expect(
      (
        within(screen.getByRole('group', { name: 'Reference 2' })).getByRole('textbox', {
          name: /Referee name/,
        }) as HTMLInputElement
      ).value,
    ).toBe('Cat');
    await user.click(button('Back'));
    expect((screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).value).toBe(
      'Ann Lee',
    );
    expect(answersOnScreen()).toEqual({
      name: 'Ann Lee',
      driver: 'yes',
      references: [
        { referee_name: 'Bob', email: 'bob@example.com' },
        { referee_name: 'Cat', email: 'cat@example.com' },
      ],
      pay: 35050,
    });
  });
});

describe('completing a form in steps', () => {
  function Completing() {
    const form = useQuestionnaire(
      TEST_APPLICATION,
      formValuesOf(TEST_APPLICATION, null, '2026-03-27'),
      { step: 2 },
    );
    return (
      <MantineProvider env="test">
        <FormRenderer form={form} />
        <button
          type="button"
          onClick={() => {
            const refused = form.check('completed');
            if (refused[0]) focusQuestion(refused[0]);
          }}
        >
          Complete
        </button>
      </MantineProvider>
    );
  }

  it('opens at a remembered step, and a refused completion goes to the step in error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completing />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    await user.click(button('Complete'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Full name/ })),
    );
  });
});
