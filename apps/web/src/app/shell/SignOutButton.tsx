import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { alertFailure } from '../../platform/alert-store';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { resetSavedState } from '../../platform/saved-state';
import { signOut } from '../../platform/session';
import { resetTracker } from '../../platform/tracker/tracker-store';

/** Ends the session, forgets everything saved in this browser (spec §4.3) and goes to sign in. */
export function SignOutButton({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function handleSignOut() {
    setPending(true);
    const result = await signOut();
    // 401: the session had already ended, which is what the person wanted.
    if (result.error && result.status !== 401) {
      setPending(false);
      alertFailure(result);
      return;
    }
    resetSavedState();
    // A session left running is closed by the server five minutes after its last MID.
    resetTracker();
    await navigate({ to: '/', replace: true });
    // Cleared only after leaving /app, so nothing still on screen asks for the user again.
    queryClient.clear();
  }

  return (
    <ButtonLoader
      loading={pending}
      variant="outline"
      size={compact ? 'compact-sm' : 'sm'}
      onClick={handleSignOut}
    >
      Sign out
    </ButtonLoader>
  );
}
