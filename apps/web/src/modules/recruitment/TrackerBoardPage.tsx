import {
  APPLICANT_STAGES,
  type ApplicantStage,
  can,
  type TrackerBoard,
  type TrackerCard,
} from '@care360/domain';
import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { usePhone } from '../../platform/use-phone';
import { MoveToMenu } from './ApplicantProfilePage';
import { TrackerNav } from './TrackerNav';
import { applicantProfilePath, boardQuery } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

/**
 * The recruitment tracker's board (spec §2.5): a column per stage, a card per applicant with
 * their branch, days in the stage and what is missing next. A card's name opens the profile; its
 * Move to… menu moves it (keyboard and touch alike, no dragging needed). On a phone the columns
 * become tabs.
 */

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

function Card({
  card,
  mayMove,
  onMoved,
}: {
  card: TrackerCard;
  mayMove: boolean;
  onMoved: (message: string | null) => void;
}) {
  return (
    <Paper withBorder p="sm" component="li" aria-label={card.name}>
      <Stack gap={4}>
        {/* A long name wraps inside its card rather than running out of the column. */}
        <Anchor
          component={Link}
          to={applicantProfilePath(card.id)}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {card.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[card.branchName, card.source].filter(Boolean).join(' · ')}
        </Text>
        <Text size="xs">
          {days(card.daysInStage)} in {card.stage}
        </Text>
        {card.nextMissing && (
          <Text size="xs" c="red.9">
            Next: {card.nextMissing}
          </Text>
        )}
        {mayMove && (
          <Group>
            <MoveToMenu
              applicantId={card.id}
              stage={card.stage}
              label={`Move ${card.name} to…`}
              onMoved={onMoved}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Column({
  stage,
  board,
  mayMove,
  onMoved,
}: {
  stage: ApplicantStage;
  board: TrackerBoard;
  mayMove: boolean;
  onMoved: (message: string | null) => void;
}) {
  const cards = board.items.filter((card) => card.stage === stage);
  const headingId = `stage-${stage}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} miw={220} maw={260}>
      <Group gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {stage}
        </Title>
        <Badge variant="light" color="gray.8" aria-label={`${board.counts[stage]} applicants`}>
          {board.counts[stage]}
        </Badge>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {cards.map((card) => (
          <Card key={card.id} card={card} mayMove={mayMove} onMoved={onMoved} />
        ))}
      </Stack>
      {cards.length === 0 && (
        <Text size="sm" c="dimmed">
          No applicants.
        </Text>
      )}
    </Stack>
  );
}

export function Board({ board }: { board: TrackerBoard }) {
  const phone = usePhone();
  const user = useCurrentUser();
  const mayMove = can(user, 'applicants.update');
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('Applied');
  const notice = failure && (
    <Notice tone="danger" title="Not moved">
      {failure}
    </Notice>
  );
  if (phone) {
    return (
      <Stack gap="sm">
        {notice}
        <Tabs value={tab} onChange={setTab}>
          <ScrollArea type="auto">
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {APPLICANT_STAGES.map((stage) => (
                <Tabs.Tab key={stage} value={stage}>
                  {stage} ({board.counts[stage]})
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {APPLICANT_STAGES.map((stage) => (
            <Tabs.Panel key={stage} value={stage} pt="sm">
              <Column stage={stage} board={board} mayMove={mayMove} onMoved={setFailure} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {notice}
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md">
          {APPLICANT_STAGES.map((stage) => (
            <Column
              key={stage}
              stage={stage}
              board={board}
              mayMove={mayMove}
              onMoved={setFailure}
            />
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}

/**
 * The public application form's address for this organisation, to put on the agency's website
 * and in job adverts: people apply there without an account.
 */
function ApplicationFormLink({ organisationId }: { organisationId: string }) {
  const address = `${window.location.origin}/applicant-form?organisation=${organisationId}`;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">Application form for your website and adverts:</Text>
      <Anchor
        href={address}
        size="sm"
        target="_blank"
        rel="noopener"
        style={{ wordBreak: 'break-all' }}
      >
        {address}
      </Anchor>
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="default" onClick={copy}>
            {copied ? 'Copied' : 'Copy the address'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

export function TrackerBoardPage() {
  const { filters, setFilters } = useTrackerFilters();
  const user = useCurrentUser();
  const board = useQuery(boardQuery(filters));
  return (
    <Stack gap="md">
      <Title order={1}>Recruitment Tracker</Title>
      <TrackerNav />
      <ApplicationFormLink organisationId={user?.organisation.id ?? ''} />
      <Group align="flex-end" gap="md">
        <TrackerFilterBar filters={filters} onChange={setFilters} />
        {filters.branch && can(user, 'applicants.update') && (
          <Button
            component={Link}
            to={`/app/recruitment-tracker/bulktraining/${encodeURIComponent(filters.branch)}`}
            variant="default"
          >
            Book training for this branch
          </Button>
        )}
      </Group>
      {board.isPending ? (
        <LineLoader label="Loading the board" />
      ) : board.isError ? (
        <LoadFailure
          error={board.error}
          what="The board"
          retry={() => void board.refetch()}
          notFound={null}
        />
      ) : (
        <Board board={board.data} />
      )}
    </Stack>
  );
}
