// Saves the profile (PUT /auth/me) and tells the shopper: 'Profile updated successfully' as an
// inline status and a toast, or 'Failed to update profile'; a 401 goes to /login.
import { useState } from 'react';
import { showToast, userUpdated, useAppDispatch } from '@storefront/platform';
import { normalizeUser } from '@storefront/contract';
import { useUpdateProfileMutation, type ProfileUpdate } from '../api/update-profile';
import { useSessionExpiry } from '../../../lib/use-session-expiry';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

export function useSaveProfile() {
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const handleExpiry = useSessionExpiry();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const save = async (update: ProfileUpdate) => {
    setOutcome(null);
    const result = await updateProfile(update);
    if ('error' in result) {
      if (handleExpiry(result.error)) return;
      setOutcome({ kind: 'failed', message: PROFILE_UPDATE_FAILED });
      showToast(PROFILE_UPDATE_FAILED, 'error');
      return;
    }
    // The nav and other remotes read the customer from the session.
    dispatch(userUpdated(normalizeUser(result.data)));
    setOutcome({ kind: 'saved' });
    showToast(PROFILE_UPDATED, 'success');
  };
  return { save, outcome };
}
