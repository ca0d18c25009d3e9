import { Messages } from '@penwright/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';
import { signOut } from '../../../lib/auth/session-store';

/** Signs out, drops every cached answer and goes home; a refusal shows the catalogue's message. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
      await navigate('/');
    } catch (error) {
      console.error(error);
      notify.error(Messages.signOutFailed);
    }
  }, [navigate]);
}
