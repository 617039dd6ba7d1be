import { useLocation } from 'wouter';
import type { ClassificationFieldsFragment as Classification } from '../../gateway/generated/graphql';
import { removeClassification } from '../../machines/classifier/classificationSource';
import { useDelete } from '../lists/useDelete';
import { ClassificationPreview } from './ClassificationPreview';

// The classification on show and its Delete, confirmed in a dialog (one delete machine per
// classification: the screen keys this by id). Deleted, the address goes back to the form and
// the screen is told (its history and focus follow).

export const DELETED = 'Classification has been deleted successfully.';

export function ClassificationPanel({ classification, onDeleted }: { classification: Classification; onDeleted?: (id: string) => void }) {
  const [, navigate] = useLocation();
  const deletion = useDelete({
    id: classification.id,
    remove: removeClassification,
    title: 'Delete classification?',
    description: `“${classification.title}” and its result will be deleted. This cannot be undone.`,
    deletedMessage: DELETED,
    onDeleted: (id) => {
      navigate('/app/classifier', { replace: true });
      onDeleted?.(id);
    },
  });

  return (
    <>
      <ClassificationPreview classification={classification} onDelete={deletion.ask} />
      {deletion.dialog}
    </>
  );
}
