import type { CheckInCodeAnswer } from '@care360/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { apiPost } from '../../platform/api';
import classes from './CheckInQrPage.module.css';

/**
 * The office's page of a client's check-in QR code: shown on purpose (each showing is recorded,
 * as the key-safe code's are), printed to leave in the home, and replaced when the printed one
 * may have been copied or lost (the old one then stops working).
 */
export function CheckInQrPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const [shown, setShown] = useState<CheckInCodeAnswer | null>(null);
  const [problem, setProblem] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [busy, setBusy] = useState(false);
  const base = `/api/v1/clients/${encodeURIComponent(id)}/check-in-code`;

  const ask = async (url: string) => {
    setBusy(true);
    const result = await apiPost<CheckInCodeAnswer>(url);
    setBusy(false);
    setReplacing(false);
    if (result.error) setProblem(result.message);
    else {
      setProblem('');
      setShown(result.data);
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={`/app/clients/${encodeURIComponent(id)}`} size="sm">
        ← Client profile
      </Anchor>
      <Title order={1}>Check-in QR code</Title>
      <Text>
        Print this and leave it in the home. A carer whose phone cannot tell where it is checks in
        and out by scanning it, or by typing the code printed under it.
      </Text>
      {problem && <Alert color="red">{problem}</Alert>}
      {!shown ? (
        <Group>
          <Button loading={busy} onClick={() => void ask(base)}>
            Show the QR code
          </Button>
          <Text size="sm" c="dimmed">
            Each showing is recorded on the client’s history.
          </Text>
        </Group>
      ) : (
        <>
          <Paper withBorder p="lg" className={classes.sheet}>
            <Stack align="center" gap="xs">
              <Title order={2} size="h3">
                {shown.clientName}: check-in code
              </Title>
              <img
                src={shown.qrCode}
                alt={`QR code of the check-in code ${shown.code}`}
                className={classes.qr}
              />
              <Text ff="monospace" fz={28} fw={700} data-testid="check-in-code">
                {shown.code}
              </Text>
              <Text size="sm">Carers: scan this with the care360 app, or type the code.</Text>
            </Stack>
          </Paper>
          <Group className={classes.screenOnly}>
            <Button onClick={() => window.print()}>Print</Button>
            {replacing ? (
              <Alert color="orange" title="Make a new code?">
                The QR code left in the home stops working at once: print the new one and replace
                it.
                <Group mt="xs">
                  <Button color="orange" loading={busy} onClick={() => void ask(`${base}/replace`)}>
                    Make a new code
                  </Button>
                  <Button variant="default" onClick={() => setReplacing(false)}>
                    Keep this one
                  </Button>
                </Group>
              </Alert>
            ) : (
              <Button variant="default" onClick={() => setReplacing(true)}>
                Replace the code…
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
