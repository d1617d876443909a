import type { AlertType } from '@care360/domain';
import { Button, Notification } from '@mantine/core';
import { useEffect } from 'react';
import {
  hideAlert,
  holdAlert,
  releaseAlert,
  startAlertTime,
  useAlertState,
} from '../../platform/alert-store';
import classes from './AlertPopup.module.css';

const COLOURS: Record<AlertType, string> = { success: 'green', danger: 'red', warning: 'orange' };

/** The shell's single alert popup; it hides itself ALERT_HIDE_MS after it is drawn (see alert-store). */
export function AlertPopup() {
  const alert = useAlertState();
  // Each alert's time runs from when it is on screen (alert-store's showAlert says why).
  const { id, show } = alert;
  useEffect(() => {
    if (show) startAlertTime(id);
  }, [id, show]);
  if (!alert.show) return null;
  const { action } = alert;
  return (
    <div className={classes.region}>
      <Notification
        key={alert.id}
        // Danger and warning interrupt; success is announced politely.
        role={alert.type === 'success' ? 'status' : 'alert'}
        data-type={alert.type}
        color={COLOURS[alert.type]}
        title={alert.title}
        withBorder
        onClose={hideAlert}
        closeButtonProps={{ 'aria-label': 'Close alert' }}
        classNames={{ description: classes.message }}
        // Pointer or focus on the alert holds it open, so its action can be reached.
        onPointerEnter={holdAlert}
        onPointerLeave={releaseAlert}
        onFocus={holdAlert}
        onBlur={releaseAlert}
      >
        {alert.message}
        {action && (
          <Button
            size="compact-sm"
            variant="default"
            mt="xs"
            display="block"
            onClick={() => {
              hideAlert();
              action.run();
            }}
          >
            {action.label}
          </Button>
        )}
      </Notification>
    </div>
  );
}
