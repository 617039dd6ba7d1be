import { useClient } from 'urql';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { actorOptions } from '../../machines/inspect';
import { previewMachine, selectPreview, type ReadItem, type RenameItem } from '../../machines/media/previewMachine';
import type { TitleRename } from '../../ui/ItemHead';

// The media item on show, the same way in every tool: previewMachine reads it again every 5 s
// while its job runs and renames it; this hands the preview's head the values and callbacks it
// shows (src/ui/ItemHead). Key the component that calls it by the item's id: one machine per item.

interface Options {
  id: string;
  /** The title shown now: saving it unchanged saves nothing. */
  title: string;
  read: ReadItem;
  rename: RenameItem;
}

export function usePreview({ id, title, read, rename }: Options): TitleRename {
  const client = useClient();
  const preview = useActorRef(previewMachine, actorOptions({ client, id, read, rename }));
  const { renaming, saving, error } = useSelector(preview, selectPreview, shallowEqual);
  return {
    renaming,
    saving,
    error,
    onRenameStart: () => preview.send({ type: 'RENAME.START' }),
    onRenameSave: (draft) => preview.send({ type: 'RENAME.SAVE', title: draft, current: title }),
    onRenameCancel: () => preview.send({ type: 'RENAME.CANCEL' }),
  };
}
