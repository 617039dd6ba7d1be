import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { ProvidersQuery } from '../../gateway/catalogue/operations';
import { errorText } from '../../lib/errors';
import { catalogueMachine, selectDetailOpen, selectFilters } from '../../machines/catalogue/catalogueMachine';
import { catalogueView } from '../../machines/catalogue/catalogueView';
import { actorOptions } from '../../machines/inspect';
import { visuallyHidden } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller, toolPage } from '../../ui/toolPage';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { ModelCard } from './ModelCard';
import { ModelDetail } from './ModelDetail';
import { TypeFilter } from './TypeFilter';

// The model catalogue at /models (SPEC §2): reads the catalogue through the cache, runs
// catalogueMachine (filters, pins, the detail), turns its `address` events into navigation and
// tells it every change of `?model=` (the back button closing the detail).
// The grid is this screen's own: the shared list view had not landed when it was written, and
// the catalogue is one short read with no paging, so it needs none of its scrolling.

const modelParam = (search: string) => new URLSearchParams(search).get('model') || null;

export default function CatalogueScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const catalogue = useActorRef(catalogueMachine, actorOptions({ model: modelParam(search) }));
  const filters = useSelector(catalogue, selectFilters);
  const detailOpen = useSelector(catalogue, selectDetailOpen);
  // Through the cache, and asked again on each visit: what is granted depends on who is logged in.
  const [{ data, fetching, error }, reload] = useQuery({ query: ProvidersQuery, requestPolicy: 'cache-and-network' });
  const loading = !data && (fetching || !error);
  const failed = !data && !loading;
  const view = useMemo(() => catalogueView(data?.providers ?? [], filters), [data, filters]);

  const model = modelParam(search);
  useEffect(() => {
    catalogue.send({ type: 'ADDRESS.CHANGE', model });
  }, [catalogue, model]);
  useEffect(() => {
    const subscription = catalogue.on('address', (event) => {
      if (event.how === 'back') window.history.back();
      else navigate(event.model ? `/models?model=${encodeURIComponent(event.model)}` : '/models', { replace: event.how === 'replace' });
    });
    return () => subscription.unsubscribe();
  }, [catalogue, navigate]);

  return (
    <div className={screenScroller}>
      <div className={cx(toolPage, page)}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Models</h1>
          <p className={pageLead}>Every model this server offers, by provider. Pin the ones you use most: they come first, on this browser.</p>
        </header>
        <div className={controls}>
          <input
            type="search"
            className={searchBox}
            aria-label="Search models"
            placeholder="Search models"
            value={filters.query}
            onChange={(event) => catalogue.send({ type: 'QUERY.CHANGE', value: event.target.value })}
          />
          {view.types.length > 1 && <TypeFilter types={view.types} value={filters.type} onChange={(value) => catalogue.send({ type: 'TYPE.SELECT', value })} />}
        </div>
        {loading ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the models" />
          </div>
        ) : failed ? (
          <div className={notice} role="alert">
            <p className={noticeTitle}>The models could not be loaded.</p>
            <p>{errorText(error)}</p>
            <Button variant="secondary" onClick={() => reload({ requestPolicy: 'network-only' })}>
              Retry
            </Button>
          </div>
        ) : view.shown === 0 ? (
          <div className={notice}>
            <p className={noticeTitle}>{filters.search ? `No model matches “${filters.search}”.` : 'No model of this type.'}</p>
            <Button
              variant="secondary"
              onClick={() => {
                catalogue.send({ type: 'QUERY.CHANGE', value: '' });
                catalogue.send({ type: 'TYPE.SELECT', value: null });
              }}
            >
              Show every model
            </Button>
          </div>
        ) : (
          view.providers.map((provider) => (
            <section key={provider.name} className={group} aria-labelledby={`provider-${provider.name}`}>
              <h2 id={`provider-${provider.name}`} className={groupTitle}>
                {provider.label}
              </h2>
              <div className={grid}>
                {provider.models.map((item) => (
                  <ModelCard
                    key={item.key}
                    model={item}
                    onOpen={() => catalogue.send({ type: 'DETAIL.OPEN', key: item.key })}
                    onPin={() => catalogue.send({ type: 'PIN.TOGGLE', key: item.key })}
                  />
                ))}
              </div>
            </section>
          ))
        )}
        <p className={visuallyHidden} role="status">
          {loading || failed ? '' : `${view.shown} ${view.shown === 1 ? 'model' : 'models'}`}
        </p>
      </div>
      {detailOpen && (
        <ModelDetail
          model={view.detail}
          loading={loading}
          failed={failed}
          onPin={() => view.detail && catalogue.send({ type: 'PIN.TOGGLE', key: view.detail.key })}
          onClose={() => catalogue.send({ type: 'DETAIL.CLOSE' })}
        />
      )}
    </div>
  );
}


const page = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  max-width: 1180px;
  ${breakpoint.narrow} {
    gap: ${space.lg};
  }
`;




const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
`;

const searchBox = css`
  flex: 1 1 240px;
  max-width: 360px;
  min-height: 38px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  ${breakpoint.narrow} {
    max-width: none;
  }
`;

const group = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const groupTitle = css`
  margin: 0;
  font-size: ${font.body};
  font-weight: 650;
  color: ${color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

// auto-fit, not auto-fill: a provider with two models spreads them over the width instead of
// leaving an empty third column.
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${space.md};
  ${breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;


