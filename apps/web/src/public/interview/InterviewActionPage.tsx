import { formatUkDateTime, type InterviewAction, type InterviewSlot } from '@care360/domain';
import { Badge, Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { Notice } from '../../platform/Notice';
import { PublicFrame } from '../PublicFrame';
import { answerInterview, interviewOfferQuery } from './interview-api';

const TITLE = 'Your interview';
const COLUMN = 640;

/** 'Tuesday 04/03/2030 at 10:00, 45 minutes, In the office (Leeds)'. */
function slotText(slot: InterviewSlot) {
  const [day = '', time = ''] = formatUkDateTime(slot.startsAt).split(' ');
  const weekday = new Date(slot.startsAt).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'Europe/London',
  });
  const where = slot.branchName ? `${slot.place} (${slot.branchName})` : slot.place;
  return `${weekday} ${day} at ${time}, ${slot.minutes} minutes, ${where}`;
}

/**
 * The link's token arrives as ?token= (the page's path, /handle-interview-action, has no place
 * for it). It is read once into the page's state and at once dropped from the address bar
 * (a replace, so neither the history nor a shared screenshot keeps it), and sent only in API
 * calls, whose request log redacts it.
 */
function useTokenFromAddress(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const given = (location.search as Record<string, unknown>).token;
    return typeof given === 'string' ? given : '';
  });
  useEffect(() => {
    if ((location.search as Record<string, unknown>).token !== undefined)
      void navigate({ to: location.pathname, search: {}, replace: true });
  }, [location, navigate]);
  return token;
}

type Pending = InterviewAction | null;

/**
 * The applicant's answer to the interview slots the office offered: book one,
 * confirm the booked one, decline, or ask to rearrange with a message. Works on a phone: one
 * column, full-width buttons, a radio list of times.
 */
export function InterviewActionPage() {
  const token = useTokenFromAddress();
  const queryClient = useQueryClient();
  const query = useQuery(interviewOfferQuery(token));
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [mode, setMode] = useState<'rearrange' | 'decline' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);

  if (token === '') {
    return (
      <PublicFrame heading={TITLE} size={COLUMN}>
        <Notice tone="danger" title="We cannot open your interview">
          Please open the link in the email we sent you again.
        </Notice>
      </PublicFrame>
    );
  }
  if (!query.data) {
    return (
      <PublicFrame heading={TITLE} size={COLUMN}>
        <Text>Opening your interview times…</Text>
      </PublicFrame>
    );
  }
  const result = query.data;
  if (result.error) {
    return (
      <PublicFrame heading="This link does not work" size={COLUMN}>
        <Notice tone="danger" title="We cannot open your interview">
          {result.message}
        </Notice>
      </PublicFrame>
    );
  }
  const { applicantName, organisation, slots } = result.data;
  const future = slots.filter((slot) => new Date(slot.startsAt) > new Date());
  const offered = future.filter((slot) => slot.state === 'Offered');
  const booked = future.find((slot) => slot.state === 'Booked');

  async function send(action: InterviewAction, body: { interviewId?: string; message?: string }) {
    setProblem(null);
    setDone('');
    setPending(action);
    const answer = await answerInterview(token, { action, ...body });
    setPending(null);
    if (answer.error) {
      const field = Object.keys(answer.errors)[0];
      setProblem({ text: answer.errors[field ?? '']?.[0] ?? answer.message, field });
      return;
    }
    setDone(answer.notice || 'Thank you, we have told the office.');
    setMode(null);
    setMessage('');
    await queryClient.invalidateQueries({ queryKey: ['interview-offer', token] });
  }

  function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setProblem({ text: 'Choose an interview time.', field: 'interviewId' });
      return;
    }
    void send('book', { interviewId: chosen });
  }

  function sendMessage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === 'rearrange' && message.trim() === '') {
      setProblem({ text: 'Tell us which days and times would suit you.', field: 'message' });
      return;
    }
    void send(mode ?? 'decline', message.trim() ? { message: message.trim() } : {});
  }

  return (
    <PublicFrame heading={TITLE} size={COLUMN}>
      <Stack gap="lg">
        <Text>
          Hello {applicantName}, thank you for applying to {organisation}.
        </Text>
        {done && (
          <Notice tone="success" title="Thank you">
            {done}
          </Notice>
        )}
        {problem && !problem.field && (
          <Notice tone="danger" title="Not sent">
            {problem.text}
          </Notice>
        )}

        {booked && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              Your interview
            </Title>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{slotText(booked)}</Text>
              <Badge color="green">Booked</Badge>
            </Group>
            <ButtonLoader
              loading={pending === 'accept'}
              onClick={() => void send('accept', { interviewId: booked.id })}
              fullWidth
            >
              Confirm I will attend
            </ButtonLoader>
          </Stack>
        )}

        {!booked && offered.length > 0 && (
          <form onSubmit={book} noValidate>
            <Stack gap="sm">
              <Radio.Group
                label="Choose an interview time"
                value={chosen}
                onChange={(value) => {
                  setChosen(value);
                  setProblem(null);
                }}
                error={problem?.field === 'interviewId' ? problem.text : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {offered.map((slot) => (
                    <Radio key={slot.id} value={slot.id} label={slotText(slot)} />
                  ))}
                </Stack>
              </Radio.Group>
              <ButtonLoader type="submit" loading={pending === 'book'} fullWidth>
                Book this time
              </ButtonLoader>
            </Stack>
          </form>
        )}

        {!booked && offered.length === 0 && (
          <Text>
            {slots.some((slot) => slot.state === 'Rearrange requested')
              ? 'You asked for other times: the office will be in touch.'
              : slots.some((slot) => slot.state === 'Declined')
                ? 'You declined the interview. If you change your mind, please contact the office.'
                : 'There are no interview times open just now. The office will be in touch.'}
          </Text>
        )}

        {(booked || offered.length > 0) && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              None of these suit you?
            </Title>
            <Group grow wrap="wrap">
              <Button variant="default" onClick={() => setMode('rearrange')}>
                Ask for another time
              </Button>
              <Button variant="default" color="red" onClick={() => setMode('decline')}>
                Decline the interview
              </Button>
            </Group>
          </Stack>
        )}

        {mode && (
          <form onSubmit={sendMessage} noValidate>
            <Stack gap="sm">
              <Textarea
                label={
                  mode === 'rearrange'
                    ? 'Which days and times would suit you?'
                    : 'Would you like to tell us why? (optional)'
                }
                value={message}
                onChange={(event) => {
                  setMessage(event.currentTarget.value);
                  setProblem(null);
                }}
                required={mode === 'rearrange'}
                maxLength={1000}
                autosize
                minRows={3}
                error={problem?.field === 'message' ? problem.text : undefined}
                data-autofocus
              />
              <Group grow wrap="wrap">
                <ButtonLoader type="submit" loading={pending === mode}>
                  {mode === 'rearrange' ? 'Send my times' : 'Decline the interview'}
                </ButtonLoader>
                <Button variant="default" onClick={() => setMode(null)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </PublicFrame>
  );
}
