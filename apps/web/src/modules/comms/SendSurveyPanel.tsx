import {
  can,
  parseUkDate,
  SURVEY_AUDIENCES,
  type SurveyAudience,
  type SurveySendBody,
} from '@care360/domain';
import {
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { useCurrentUser } from '../../platform/current-user';
import { invalidateKinds } from '../../platform/live/live-query-keys';
import { FORMAT_HELP, UkDateInput } from '../../platform/records/fields/UkDateTimeInputs';
import { sendSurvey, surveyChoices, surveyChoicesPath } from './surveys-api';

type Field = 'surveyId' | 'branch' | 'closesOn' | 'people';
type Errors = Partial<Record<Field, string>>;

/**
 * Above the Surveys list: the office sends an open carer or office employee survey to a branch's
 * active people (or chosen ones) with a closing date; each is emailed a private link to answer.
 * The server checks everything again; this form only helps.
 */
export function SendSurveyPanel() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<SurveyAudience>('carer-surveys');
  const [surveyId, setSurveyId] = useState('');
  const [branch, setBranch] = useState('');
  const [who, setWho] = useState<'all' | 'chosen'>('all');
  const [people, setPeople] = useState<string[]>([]);
  const [closesOn, setClosesOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const maySend = can(user, 'survey-sends.create');
  const path = surveyChoicesPath(audience, branch);
  const choices = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => surveyChoices(path, signal),
    enabled: maySend,
  });
  if (!maySend) return null;
  const data = choices.data;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const closing = parseUkDate(closesOn);
    const found: Errors = {
      ...(surveyId ? {} : { surveyId: 'Choose the survey.' }),
      ...(branch ? {} : { branch: 'Choose the branch.' }),
      ...(closing ? {} : { closesOn: 'Enter the closing date, e.g. 27/03/2025.' }),
      ...(who === 'chosen' && people.length === 0 ? { people: 'Choose at least one person.' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !closing) return;
    const body: SurveySendBody = {
      audience,
      surveyId,
      branch,
      closesOn: closing,
      ...(who === 'chosen' ? { people } : {}),
    };
    setSending(true);
    const result = await sendSurvey(body);
    setSending(false);
    if (result.error) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, messages]) => [field, messages[0]]),
        ) as Errors,
      );
      showAlert({ title: 'Not sent', message: result.message, type: 'danger' });
      return;
    }
    showAlert({ title: 'Survey sent', message: result.notice, type: 'success' });
    setPeople([]);
    setClosesOn('');
    await invalidateKinds(queryClient, ['survey-sends']);
  }

  return (
    <Paper withBorder p="md" mb="md">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="send-survey-heading">
        <Stack maw={560} gap="sm">
          <Title order={2} size="h4" id="send-survey-heading">
            Send a survey
          </Title>
          <NativeSelect
            label="Send to"
            value={audience}
            data={SURVEY_AUDIENCES.map((option) => ({ ...option }))}
            onChange={(event) => {
              setAudience(event.currentTarget.value as SurveyAudience);
              setSurveyId('');
              setPeople([]);
            }}
          />
          <NativeSelect
            label="Survey"
            description="Only an open survey can be sent."
            required
            value={surveyId}
            error={errors.surveyId}
            data={[
              { value: '', label: data ? 'Choose a survey' : 'Loading…' },
              ...(data?.surveys ?? []).map((survey) => ({ value: survey.id, label: survey.title })),
            ]}
            onChange={(event) => setSurveyId(event.currentTarget.value)}
          />
          <NativeSelect
            label="Branch"
            required
            value={branch}
            error={errors.branch}
            data={[
              { value: '', label: 'Choose a branch' },
              ...(data?.branches ?? []).map((option) => ({ value: option.id, label: option.name })),
            ]}
            onChange={(event) => {
              setBranch(event.currentTarget.value);
              setPeople([]);
            }}
          />
          <Radio.Group
            label="Who receives it"
            value={who}
            onChange={(value) => setWho(value === 'chosen' ? 'chosen' : 'all')}
          >
            <Group mt={6}>
              <Radio value="all" label="Everyone active in the branch" />
              <Radio value="chosen" label="Chosen people" />
            </Group>
          </Radio.Group>
          {who === 'chosen' && (
            <MultiSelect
              label="People"
              description={branch ? undefined : 'Choose the branch first.'}
              searchable
              required
              disabled={!branch}
              value={people}
              error={errors.people}
              data={(data?.people ?? []).map((person) => ({
                value: person.id,
                label: person.name,
              }))}
              onChange={setPeople}
              nothingFoundMessage="Nobody active matches."
            />
          )}
          <UkDateInput
            label="Closes on"
            description={FORMAT_HELP.date}
            required
            value={closesOn}
            error={errors.closesOn}
            onChange={setClosesOn}
          />
          {who === 'all' && branch && data && (
            <Text size="sm" c="dimmed">
              {data.people.length === 1
                ? '1 person will receive it by email.'
                : `${data.people.length} people will receive it by email.`}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={sending}>
              Send survey
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
