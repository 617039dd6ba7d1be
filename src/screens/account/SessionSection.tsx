import { useQuery } from 'urql';
import { IpLocationQuery } from '../../gateway/account-settings/operations';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { actions, card, muted, plain, sectionTitle } from './styles';

// Where this session is: its IP address and the place the server's offline GeoIP database
// gives for it (nothing for a private address, a local network or one the database lacks).

export function SessionSection() {
  const [{ data, fetching, error }, reload] = useQuery({ query: IpLocationQuery, requestPolicy: 'network-only' });
  const where = data?.ipLocation;
  const place = where && [where.city, where.region, where.country].filter(Boolean).join(', ');
  return (
    <section className={card} aria-labelledby="session-title">
      <h2 id="session-title" className={sectionTitle}>
        This session
      </h2>
      {!data && fetching ? (
        <Spinner label="Finding this session's location" />
      ) : error && !data ? (
        <div role="alert" className={actions}>
          <p className={plain}>The location could not be loaded.</p>
          <Button variant="secondary" onClick={() => reload({ requestPolicy: 'network-only' })}>
            Retry
          </Button>
        </div>
      ) : where ? (
        <>
          <p className={plain}>
            IP address <strong>{where.ip}</strong>
          </p>
          <p className={plain}>{place ? `Location: ${place}` : 'Location unknown (a private or local address).'}</p>
          <p className={muted}>Not you? Change your password: the other sessions end.</p>
        </>
      ) : (
        <p className={plain}>Location unknown.</p>
      )}
    </section>
  );
}
