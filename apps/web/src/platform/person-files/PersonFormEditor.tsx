import {
  type FormDefinition,
  type FormResponse,
  formResponseAnswer,
  type ReviewPlan,
  type RiskBand,
  reviewPlan,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { showAlert } from '../alert-store';
import { type ApiFailure, conflictOf } from '../api';
import { ButtonLoader } from '../ButtonLoader';
import { formValuesOf } from '../forms/answer-values';
import { FormRenderer, focusQuestion } from '../forms/FormRenderer';
import { type SaveIntent, useQuestionnaire } from '../forms/use-questionnaire';
import { Notice } from '../Notice';
import { isoDateOf } from '../records/form-values';
import { NO_PERMISSION_MESSAGE } from '../records/RecordPageStates';
import { errorsByQuestion, formPath, saveFormResponse } from './person-file-api';

interface PersonFormEditorProps {
  /** The owner's API address (person-file-api.ts fileApiBase). */
  fileBase: string;
  definition: FormDefinition;
  /** The answers the form starts from (the latest saved, or none). */
  startFrom: FormResponse | null;
  /** The latest response on the server when the page loaded: a save must build on it. */
  latestId: string | null;
  /** Who is answering, shown as the assessor. */
  assessorName: string;
  onSaved: (response: FormResponse) => void;
  /** Shown beside the save buttons, e.g. to leave re-signing. */
  extraActions?: ReactNode;
}

type TopMessage = { tone: 'danger' | 'info'; title: string; text: string } | null;

interface AssessmentDates {
  assessedOn: string;
  /** The date the person typed; until they type one, the review follows the policy. */
  nextReview: string;
  /** Once the person sets the review date it no longer follows the assessment date or risk. */
  reviewChosen: boolean;
}

/** The review the form's policy gives for this assessment date and the live risk band. */
function policyOf(
  definition: FormDefinition,
  assessedOnText: string,
  band: RiskBand | null,
): ReviewPlan | null {
  const iso = isoDateOf(assessedOnText);
  return iso ? reviewPlan(definition, iso, band) : null;
}

function datesOf(response: FormResponse | null): AssessmentDates {
  // A draft carries its dates on; a completed assessment's next one is assessed today.
  if (response?.status === 'draft' && response.assessedOn) {
    return {
      assessedOn: ukDate(response.assessedOn),
      nextReview: response.nextReviewOn ? ukDate(response.nextReviewOn) : '',
      reviewChosen: response.nextReviewOn !== null,
    };
  }
  return { assessedOn: ukDate(ukCalendarDate()), nextReview: '', reviewChosen: false };
}

const toIso = (text: string) => (text.trim() === '' ? undefined : (isoDateOf(text) ?? text));

/**
 * Answering one questionnaire of a person's file: the renderer, the assessment's dates, and
 * saving as a draft or completing (signing, for a contract). A save that meets a newer response
 * keeps what the person entered and offers the newer answers.
 */
export function PersonFormEditor({
  fileBase,
  definition,
  startFrom,
  latestId,
  assessorName,
  onSaved,
  extraActions,
}: PersonFormEditorProps) {
  const queryClient = useQueryClient();
  const today = ukCalendarDate();
  const form = useQuestionnaire(
    definition,
    formValuesOf(definition, startFrom?.answers ?? null, today),
  );
  const basedOn = useRef(latestId);
  const [dates, setDates] = useState(() => datesOf(startFrom));
  const [dateErrors, setDateErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const [message, setMessage] = useState<TopMessage>(null);
  const [newer, setNewer] = useState<FormResponse | null>(null);
  // Focus moves once the inputs are enabled again after a save (a new object each time).
  const [focusTarget, setFocusTarget] = useState<{ questionId: string } | null>(null);
  useEffect(() => {
    if (focusTarget) focusQuestion(focusTarget.questionId);
  }, [focusTarget]);
  const isAssessment = definition.purpose === 'assessment';
  const isContract = definition.purpose === 'contract';
  // The policy follows the answers as they change: a high risk is reviewed sooner.
  const policy = policyOf(definition, dates.assessedOn, form.score.band);
  const nextReviewText = dates.reviewChosen ? dates.nextReview : policy ? ukDate(policy.on) : '';

  function setAssessedOn(text: string) {
    setDates((known) => ({ ...known, assessedOn: text }));
    setDateErrors(({ assessedOn: _gone, ...rest }) => rest);
  }

  function setNextReview(text: string) {
    setDates((known) => ({ ...known, nextReview: text, reviewChosen: true }));
    setDateErrors(({ nextReviewOn: _gone, ...rest }) => rest);
  }

  function checkDates(): Record<string, string> {
    if (!isAssessment) return {};
    const problems: Record<string, string> = {};
    if (!isoDateOf(dates.assessedOn)) problems.assessedOn = 'Enter the date of the assessment.';
    if (nextReviewText.trim() !== '' && !isoDateOf(nextReviewText)) {
      problems.nextReviewOn = 'Enter a real date, or leave it empty.';
    }
    return problems;
  }

  function showFailure(result: ApiFailure) {
    if (result.status === 403) {
      setMessage({ tone: 'danger', title: 'Not saved', text: NO_PERMISSION_MESSAGE });
      return;
    }
    const { questions, others } = errorsByQuestion(result.errors);
    form.showServerErrors(questions);
    setDateErrors(others);
    const first = Object.keys(questions)[0];
    if (first) setFocusTarget({ questionId: first });
    setMessage({ tone: 'danger', title: 'Not saved', text: result.message });
  }

  function showNewer(current: FormResponse) {
    // Saving again now replaces their answers, knowingly.
    basedOn.current = current.id;
    setNewer(current);
    const who = current.assessedByName ?? 'Someone else';
    setMessage({
      tone: 'info',
      title: 'Someone else saved this form meanwhile',
      text: `${who} saved answers to this form while you were working on it. Your answers are still here and have not been saved. Load their answers to see them, or save again to replace theirs with yours.`,
    });
    void queryClient.invalidateQueries({ queryKey: [formPath(fileBase, definition.key)] });
  }

  async function save(intent: SaveIntent) {
    setMessage(null);
    const refusedQuestions = form.check(intent);
    const refusedDates = checkDates();
    setDateErrors(refusedDates);
    if (refusedQuestions.length > 0 || Object.keys(refusedDates).length > 0) {
      setMessage({
        tone: 'danger',
        title: 'Not saved',
        text: 'Some answers need checking. Each one says what is wrong.',
      });
      const first = refusedQuestions[0];
      if (first) setFocusTarget({ questionId: first });
      return;
    }
    setSaving(intent);
    const result = await saveFormResponse(fileBase, definition.key, {
      answers: form.answers,
      status: intent,
      basedOn: basedOn.current,
      ...(isAssessment ? { assessedOn: toIso(dates.assessedOn) } : {}),
      // Only a date the person chose is sent; otherwise the server applies the policy itself.
      ...(isAssessment && dates.reviewChosen && toIso(dates.nextReview)
        ? { nextReviewOn: toIso(dates.nextReview) }
        : {}),
    });
    setSaving(null);
    if (result.error) {
      const current = conflictOf(result, formResponseAnswer);
      if (current) showNewer(current);
      else showFailure(result);
      return;
    }
    const saved = result.data.response;
    basedOn.current = saved.id;
    setNewer(null);
    form.reset(formValuesOf(definition, saved.answers, today));
    showAlert({
      type: 'success',
      title: 'Saved',
      message:
        intent === 'draft'
          ? `${definition.title}: draft saved.`
          : `${definition.title} ${isContract ? 'signed' : 'completed'}.`,
    });
    await queryClient.invalidateQueries({ queryKey: [formPath(fileBase, definition.key)] });
    onSaved(saved);
  }

  function loadNewer() {
    if (!newer) return;
    form.reset(formValuesOf(definition, newer.answers, today));
    setDates(datesOf(newer.status === 'draft' ? newer : null));
    setNewer(null);
    setMessage({
      tone: 'info',
      title: 'Their answers are loaded',
      text: 'These are the answers saved most recently. Change what you need and save.',
    });
  }

  return (
    <form aria-label={definition.title} noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="xl" maw={760}>
        {message && (
          <Notice tone={message.tone} title={message.title}>
            {message.text}
            {newer && (
              <Group mt="xs">
                <Button size="xs" variant="default" onClick={loadNewer}>
                  Load the newer answers
                </Button>
              </Group>
            )}
          </Notice>
        )}
        <Text size="sm" c="dimmed">
          Questions marked * must be answered to {isContract ? 'sign' : 'complete'} the form; a
          draft can be saved at any point.
        </Text>
        <FormRenderer form={form} disabled={saving !== null} />
        {isAssessment && (
          <section aria-labelledby="assessment-details-heading">
            <Stack gap="sm">
              <Title order={2} size="h3" id="assessment-details-heading">
                Assessment details
              </Title>
              <Text size="sm">Assessed by {assessorName}</Text>
              <Text size="sm" aria-live="polite">
                {policy
                  ? `Next review by policy: ${ukDate(policy.on)} (${policy.reason}).`
                  : definition.reviewDays
                    ? 'The next review is set by the risk: answer the scored questions.'
                    : ''}
              </Text>
              <Group gap="md" align="flex-start">
                <TextInput
                  label="Assessed on"
                  description="DD/MM/YYYY"
                  required
                  value={dates.assessedOn}
                  error={dateErrors.assessedOn}
                  onChange={(event) => setAssessedOn(event.currentTarget.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  w={200}
                />
                <TextInput
                  label="Next review"
                  description={
                    policy
                      ? 'DD/MM/YYYY. You may choose an earlier date, not a later one.'
                      : 'DD/MM/YYYY'
                  }
                  value={nextReviewText}
                  error={dateErrors.nextReviewOn}
                  onChange={(event) => setNextReview(event.currentTarget.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  w={260}
                />
              </Group>
            </Stack>
          </section>
        )}
        <Group gap="sm">
          <ButtonLoader
            type="button"
            loading={saving === 'completed'}
            disabled={saving === 'draft'}
            onClick={() => void save('completed')}
          >
            {isContract ? 'Sign and save' : 'Complete'}
          </ButtonLoader>
          <ButtonLoader
            type="button"
            variant="default"
            loading={saving === 'draft'}
            disabled={saving === 'completed'}
            onClick={() => void save('draft')}
          >
            Save draft
          </ButtonLoader>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
