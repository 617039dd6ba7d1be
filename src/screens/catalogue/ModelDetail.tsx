import { Link } from 'wouter';
import { css } from '@linaria/core';
import type { CatalogueModel } from '../../machines/catalogue/catalogueView';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { color, font, space } from '../../ui/tokens';
import { modelEntry, typeLabel } from './entries';
import { ModelStatus, ModelTags } from './ModelFacts';
import { PinButton } from './PinButton';

interface ModelDetailProps {
  model: (CatalogueModel & { pinned: boolean }) | null;
  /** The catalogue is still being read (the address named a model before it arrived). */
  loading: boolean;
  /** The catalogue could not be read: the page behind offers Retry. */
  failed: boolean;
  onPin: () => void;
  onClose: () => void;
}

/** One model's detail over the catalogue (`?model={key}`): what it is, and where to use it. */
export function ModelDetail({ model, loading, failed, onPin, onClose }: ModelDetailProps) {
  if (!model) {
    return (
      <Dialog title={loading ? 'Loading the model' : failed ? 'The model could not be loaded' : 'Model not found'} onClose={onClose}>
        {loading ? (
          <Spinner label="Loading the model" />
        ) : (
          <p className={text}>{failed ? 'The catalogue could not be read. Close this and press Retry.' : 'No model of the catalogue has this name. It may have been removed.'}</p>
        )}
        <div className={actions}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </Dialog>
    );
  }
  const entry = modelEntry(model);
  return (
    <Dialog title={model.name} description={`${model.providerLabel} · ${typeLabel(model.type)}`} onClose={onClose}>
      <div className={body}>
        {model.description && <p className={text}>{model.description}</p>}
        <ModelTags model={model} />
        <ModelStatus model={model} />
        {entry &&
          (entry.href && model.isAvailable ? (
            <Link href={entry.href} className={enter}>
              {entry.label}
            </Link>
          ) : (
            <p className={later}>{entry.href ? `${entry.label}: once it is available.` : entry.label}</p>
          ))}
      </div>
      <div className={actions}>
        <PinButton name={model.name} pinned={model.pinned} onToggle={onPin} />
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

const body = css`
  display: grid;
  gap: ${space.md};
`;

const text = css`
  margin: 0;
  line-height: ${font.lineHeight};
`;

const enter = css`
  justify-self: start;
  color: ${color.accent};
  font-weight: 600;
`;

const later = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const actions = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-top: ${space.xl};
`;
