import type { Profile } from '@tokri/core';
import { useId } from 'react';
import { toast } from '../../shared/ui/toast.js';
import { PushReachNote } from '../push/index.js';
import { useProfileText } from './i18n/texts.js';
import { useProfile, useUpdateProfile } from './profile-api.js';

const CHANNELS = ['pushNotifications', 'smsUpdates', 'emailMarketing'] as const;
type Channel = (typeof CHANNELS)[number];

function ChannelSwitch({ channel, profile }: { channel: Channel; profile: Profile }) {
  const text = useProfileText();
  const update = useUpdateProfile();
  const hintId = useId();
  return (
    <div className="py-2">
      <label className="flex min-h-11 items-center justify-between gap-3">
        <span className="font-medium">{text(`settings.${channel}`)}</span>
        <input
          type="checkbox"
          role="switch"
          name={channel}
          checked={profile[channel]}
          aria-checked={profile[channel]}
          aria-describedby={hintId}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { [channel]: event.currentTarget.checked },
              {
                onSuccess: () => toast.success(text('settings.channelSaved')),
                onError: (error) => toast.error(error.message),
              },
            )
          }
          className="size-5 accent-brand-600"
        />
      </label>
      <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
        {text(`settings.${channel}Hint`)}
      </p>
      {channel === 'pushNotifications' ? <PushReachNote switchOn={profile.pushNotifications} /> : null}
    </div>
  );
}

/** The profile's three toggles (issue 16), saved as each is flipped; every sender obeys them. */
export function ChannelSwitches() {
  const profile = useProfile();
  if (!profile.data) return null;
  return (
    <div className="divide-y divide-stone-200 dark:divide-stone-800">
      {CHANNELS.map((channel) => (
        <ChannelSwitch key={channel} channel={channel} profile={profile.data} />
      ))}
    </div>
  );
}
