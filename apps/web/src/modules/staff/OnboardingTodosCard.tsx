import { can, formatUkDate, ukCalendarDate } from '@care360/domain';
import { Badge, Button, Group, List, Text } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { apiRequest, fetchData } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { ProfileCard } from '../../platform/ProfileCard';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';

/** A to-do as the list gives it: enough to show it and to save it as done. */
interface Todo {
  id: string;
  version: number;
  title: string;
  kind: string;
  dueOn: string;
  doneOn: string | null;
}

const todosUrl = (carerId: string) =>
  `/api/v1/carers/${encodeURIComponent(carerId)}/carer-onboarding-todos`;

export const onboardingTodosQuery = (carerId: string) =>
  queryOptions({
    queryKey: [todosUrl(carerId)],
    queryFn: ({ signal }) => fetchData<{ items: Todo[] }>(todosUrl(carerId), signal),
  });

/**
 * On a carer's profile, while any is open: the conditions they started on and the checks still
 * outstanding when they were cleared, soonest due first, each with Mark done.
 */
export function OnboardingTodosCard({ carerId }: { carerId: string }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const kind = loadedKind('carer-onboarding-todos');
  const mayRead = can(user, kind.permissions.read);
  // Asked only of those who may read it: no refused request behind the profile.
  const todos = useQuery({ ...onboardingTodosQuery(carerId), enabled: mayRead });
  const [saving, setSaving] = useState<string | null>(null);
  if (!mayRead) return null;
  const open = (todos.data?.items ?? []).filter((todo) => !todo.doneOn);
  if (todos.isSuccess && open.length === 0) return null;

  async function markDone(todo: Todo) {
    setSaving(todo.id);
    const result = await apiRequest('PUT', `${todosUrl(carerId)}/${encodeURIComponent(todo.id)}`, {
      body: {
        title: todo.title,
        kind: todo.kind,
        dueOn: todo.dueOn,
        doneOn: ukCalendarDate(),
        version: todo.version,
      },
    });
    setSaving(null);
    if (result.error) {
      showAlert({ type: 'error', title: 'Not saved', message: result.message });
      return;
    }
    showAlert({ type: 'success', message: `Done: ${todo.title}` });
    await client.invalidateQueries({ queryKey: [todosUrl(carerId)] });
  }

  const today = ukCalendarDate();
  return (
    <ProfileCard
      title="Conditions and onboarding to-dos"
      more={{ to: `/app/carers/${carerId}/edit/onboarding`, label: 'All to-dos' }}
    >
      {todos.isPending ? (
        <LineLoader label="Loading the onboarding to-dos" />
      ) : todos.isError ? (
        <LoadFailure
          error={todos.error}
          what="The onboarding to-dos"
          retry={() => void todos.refetch()}
          notFound={<Text>No onboarding to-dos.</Text>}
        />
      ) : (
        <List spacing="xs" listStyleType="none" aria-label="Open onboarding to-dos">
          {open.map((todo) => (
            <List.Item key={todo.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text>{todo.title}</Text>
                  <Group gap={6}>
                    <Badge variant="light" color={todo.kind === 'Condition' ? 'grape' : 'gray'}>
                      {todo.kind}
                    </Badge>
                    <Text size="sm" c={todo.dueOn < today ? 'red.8' : 'dimmed'}>
                      {todo.dueOn < today ? 'Was due' : 'Due'}{' '}
                      {formatUkDate(`${todo.dueOn}T12:00:00Z`)}
                    </Text>
                  </Group>
                </div>
                {can(user, kind.permissions.update) && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={saving === todo.id}
                    onClick={() => void markDone(todo)}
                    aria-label={`Mark done: ${todo.title}`}
                  >
                    Mark done
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </ProfileCard>
  );
}
