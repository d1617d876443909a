import type { ClientAlert } from '@care360/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './ClientAlertsStrip.module.css';

const TONE_WORDS: Record<ClientAlert['tone'], string> = {
  danger: 'Alert',
  warning: 'Warning',
  info: 'Note',
};

interface ClientAlertsStripProps {
  alerts: ClientAlert[];
  /** Where each kind of alert is dealt with, e.g. doses on the MAR chart. */
  links: Partial<Record<ClientAlert['key'], { label: string; to: string }>>;
}

/**
 * What a carer must know before the door opens, above everything else on the profile. The tone
 * shows as colour and is said in words too, so it does not rest on colour alone.
 */
export function ClientAlertsStrip({ alerts, links }: ClientAlertsStripProps) {
  if (alerts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No alerts.
      </Text>
    );
  }
  return (
    <section aria-label="Alerts">
      <ul className={classes.strip}>
        {alerts.map((alert) => {
          const link = links[alert.key];
          return (
            <li key={alert.key} className={classes.alert} data-tone={alert.tone}>
              <Text fw={700} size="sm">
                <span className={classes.tone}>{TONE_WORDS[alert.tone]}: </span>
                {alert.title}
              </Text>
              <Text size="sm">{alert.text}</Text>
              {link && (
                <Anchor component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
