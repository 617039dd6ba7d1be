import type { ComponentProps } from 'react';
import { ShareButton } from './AudienceModal';
import { ExportMenu } from '../exports/ExportMenu';

// Share and Export, above a conversation: their own chunk (with the audience and export
// machines), loaded once there is a conversation to share, not with the chat's first paint.
export default function ConversationActions({ share, exported }: { share: ComponentProps<typeof ShareButton>; exported: ComponentProps<typeof ExportMenu> }) {
  return (
    <>
      <ShareButton {...share} />
      <ExportMenu {...exported} />
    </>
  );
}
