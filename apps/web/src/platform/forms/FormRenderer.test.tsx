import { CLIENT_FORMS, type FormDefinition, type Question, shownQuestions } from '@care360/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../records/record-test-kit';
import { formValuesOf } from './answer-values';
import { FormRenderer } from './FormRenderer';
import { SIGNATURE_IMAGE, stubCanvas, TEST_ASSESSMENT, TEST_CONTRACT } from './form-test-kit';
import { RADIO_OPTION_LIMIT } from './QuestionInput';
import { useQuestionnaire } from './use-questionnaire';

afterEach(() => {
  vi.restoreAllMocks();
});

const TODAY = '2025-03-27';

/** The renderer as a page uses it, with a button that tries to complete the form. */
function Harness({ definition }: { definition: FormDefinition }) {
  const form = useQuestionnaire(definition, formValuesOf(definition, null, TODAY));
  const [refused, setRefused] = useState<string[] | null>(null);
  return (
    <MantineProvider env="test">
      <FormRenderer form={form} />
      <button type="button" onClick={() => setRefused(form.check('completed'))}>
        Complete
      </button>
      <pre data-testid="answers">{JSON.stringify(form.answers)}</pre>
      {refused && <pre data-testid="refused">{refused.join(',')}</pre>}
    </MantineProvider>
  );
}

const answersOnScreen = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}');

function renderForm(definition: FormDefinition) {
  const user = userEvent.setup({ delay: null });
  render(<Harness definition={definition} />);
  return user;
}

describe('FormRenderer', () => {
  it('shows a question only while the answer it depends on is given', async () => {
    const user = renderForm(TEST_ASSESSMENT);
    const fallen = screen.getByRole('radiogroup', {
      name: 'Has the client fallen in the last year?',
    });
    expect(screen.queryByRole('textbox', { name: 'How many falls?' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(fallen).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'How many falls?' }), '2');
    expect(answersOnScreen()).toEqual({ fallen: 'yes', falls_count: 2 });

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'How many falls?' })).toBeNull();
    // The hidden answer is not saved, but comes back if the question shows again.
    expect(answersOnScreen()).toEqual({ fallen: 'no' });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(
      (screen.getByRole('textbox', { name: 'How many falls?' }) as HTMLInputElement).value,
    ).toBe('2');
  });

  it('marks required questions and shows each missing answer at its question', async () => {
    const user = renderForm(TEST_ASSESSMENT);
    const fallen = screen.getByRole('radiogroup', { name: /Has the client fallen/ });
    expect(descriptionOf(fallen)).not.toContain('Choose an answer.');
    // Mantine's asterisk marks the required question; the optional one has none.
    expect(screen.getByText('Has the client fallen in the last year?').textContent).toContain('*');
    expect(screen.getByText('Mobility').textContent).not.toContain('*');

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByTestId('refused').textContent).toBe('fallen');
    expect(descriptionOf(fallen)).toContain('Choose an answer.');

    // Answering removes the message; the question it reveals is required in turn.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(descriptionOf(fallen)).not.toContain('Choose an answer.');
    const count = screen.getByRole('textbox', { name: 'How many falls?' });
    await waitFor(() => expect(descriptionOf(count)).toContain('Enter an answer.'));
    await user.type(count, '99');
    expect(descriptionOf(count)).toContain('Enter a number from 1 to 50.');
  });

  it('checks a typed date once the person leaves it, and keeps it as YYYY-MM-DD', async () => {
    const user = renderForm(TEST_ASSESSMENT);
    const seen = screen.getByRole('textbox', { name: 'Last seen by the GP' });
    expect(descriptionOf(seen)).toContain('DD/MM/YYYY');
    await user.type(seen, '31/02/2025');
    await user.tab();
    expect(descriptionOf(seen)).toContain('Enter a real date.');
    await user.clear(seen);
    await user.type(seen, '3/2/2025');
    expect(descriptionOf(seen)).not.toContain('Enter a real date.');
    expect(answersOnScreen()).toEqual({ gp_seen: '2025-02-03' });
  });

  it('shows the running score and its risk band as answers change', async () => {
    const user = renderForm(TEST_ASSESSMENT);
    const score = screen.getByRole('status');
    expect(score.textContent).toContain('Score 0 — Low risk');
    expect(score.getAttribute('data-level')).toBe('low');

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(score.textContent).toContain('Score 3 — Low risk');
    await user.click(screen.getByRole('radio', { name: 'Transfers by hoist' }));
    expect(score.textContent).toContain('Score 7 — High risk');
    expect(score.getAttribute('data-level')).toBe('high');

    await user.click(screen.getByRole('radio', { name: 'Walks with a frame' }));
    expect(score.textContent).toContain('Score 5 — High risk');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(score.textContent).toContain('Score 2 — Low risk');
    expect(score.getAttribute('data-level')).toBe('low');
  });

  it('says when an answer raises the risk band above what the total gives', async () => {
    const falls = CLIENT_FORMS.find((form) => form.key === 'falls-risk-assessment');
    if (!falls) throw new Error('The falls risk assessment is not registered.');
    const user = renderForm(falls);
    const score = screen.getByRole('status');
    const dizziness = screen.getByRole('radiogroup', { name: /Dizziness or postural hypotension/ });
    await user.click(within(dizziness).getByRole('radio', { name: 'Yes' }));
    expect(score.textContent).toContain('High risk');
    expect(score.textContent).toContain(
      'Raised to High risk by: Dizziness or postural hypotension (light-headed when standing up).',
    );
    expect(score.getAttribute('data-level')).toBe('high');
    await user.click(within(dizziness).getByRole('radio', { name: 'No' }));
    expect(score.textContent).not.toContain('Raised to');
  });

  it('captures a signature as the image, the typed full name and the date, today by default', async () => {
    stubCanvas();
    const user = renderForm(TEST_CONTRACT);
    expect(screen.getByRole('heading', { name: 'How we use your information' })).toBeTruthy();
    expect(screen.getByText('We share them only with people involved in your care.')).toBeTruthy();
    const date = screen.getByRole('textbox', { name: /Date signed/ }) as HTMLInputElement;
    expect(date.value).toBe('27/03/2025');

    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Mary Jones');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Mary Jones');
    expect(answersOnScreen().client_signature).toEqual({
      image: SIGNATURE_IMAGE,
      name: 'Mary Jones',
      date: '2025-03-27',
    });
  });

  it('refuses a signature without the signer’s name', async () => {
    stubCanvas();
    const user = renderForm(TEST_CONTRACT);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Mary Jones');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByTestId('refused').textContent).toBe('client_signature');
    expect(screen.getByText('Type the name of the person signing.')).toBeTruthy();
  });

  it('draws the links of help and guidance text as links, and no other address', () => {
    const guidance = 'Check [the filtering rules](https://www.gov.uk/filtering) first.';
    renderForm({
      key: 'linked',
      title: 'Linked',
      version: 1,
      purpose: 'profile',
      sections: [
        {
          id: 'first',
          title: 'First',
          description: `Section: ${guidance}`,
          questions: [
            { id: 'note', type: 'info', label: 'Read this', help: `Info: ${guidance}` },
            { id: 'asked', type: 'yesNo', label: 'Asked', help: `Help: ${guidance}` },
            { id: 'unsafe', type: 'text', label: 'Unsafe', help: '[run](javascript:alert(1))' },
          ],
        },
      ],
    });
    const links = screen.getAllByRole('link', { name: 'the filtering rules' });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('https://www.gov.uk/filtering');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByText(/^Info: Check/).textContent).toBe(
      'Info: Check the filtering rules first.',
    );
    expect(screen.getByRole('radiogroup', { name: 'Asked' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'run' })).toBeNull();
    expect(screen.getByText('[run](javascript:alert(1))')).toBeTruthy();
  });
});

/** The role a question's input has, found by its label as assistive technology reads it. */
function inputsFor(question: Question): HTMLElement[] {
  const name = question.label;
  switch (question.type) {
    case 'info':
      return screen.getAllByRole('heading', { name });
    case 'yesNo':
      return screen.getAllByRole('radiogroup', { name });
    case 'choice':
      return (question.options?.length ?? 0) > RADIO_OPTION_LIMIT
        ? screen.getAllByRole('combobox', { name })
        : screen.getAllByRole('radiogroup', { name });
    case 'multiChoice':
    case 'signature':
      return screen.getAllByRole('group', { name });
    default:
      return screen.getAllByLabelText(name, { exact: false });
  }
}

describe('every questionnaire of the client file', () => {
  it.each(CLIENT_FORMS.map((form) => [form.key, form] as const))(
    '%s renders a labelled input for each question it shows',
    (_key, definition) => {
      renderForm(definition);
      for (const section of definition.sections) {
        expect(screen.getAllByRole('heading', { name: section.title }).length).toBeGreaterThan(0);
      }
      for (const question of shownQuestions(definition, {})) {
        expect(inputsFor(question).length, question.id).toBeGreaterThan(0);
      }
    },
  );
});
