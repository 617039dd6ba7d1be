import { Link, useLocation } from 'wouter';
import { useQuery } from 'urql';
import { AccountQuery } from '../../gateway/account-settings/operations';
import { claimForm, emailForm, feedbackForm, passwordForm, profileForm } from '../../machines/account/accountForms';
import { loginHref } from '../../../contract/pages';
import { errorStatus } from '../../lib/errors';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { loadingBlock, notice, noticeTitle, pageIntro, pageLead, pageTitle, screenScroller } from '../../ui/toolPage';
import { AccountFormCard } from './AccountFormCard';
import { ApiKeysSection } from './ApiKeysSection';
import { InvoicesSection } from './InvoicesSection';
import { ResendVerification } from './ResendVerification';
import { SessionSection } from './SessionSection';
import { TwoFactorSection } from './TwoFactorSection';
import { grid, page, plain } from './styles';
import { claimSubjectMaxLength, emailMaxLength, feedbackMessageMaxLength, passwordMaxLength, personNameMaxLength } from '../../../contract/account-limits';

// The account page (`/account`, SPEC §2): profile, email and its verification, password,
// two-factor authentication, REST API keys, where this session is, the last invoices, and the
// claim and feedback forms. Each section holds its own flow; this page reads who is logged in.

export default function AccountScreen() {
  const [location] = useLocation();
  const [{ data, fetching, error }, reload] = useQuery({ query: AccountQuery, requestPolicy: 'cache-and-network' });
  const me = data?.me;
  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Account</h1>
          <p className={pageLead}>
            Your profile, sign-in security, API keys and invoices. Sharing Atelier? See the <Link href="/affiliate">affiliate program</Link>.
          </p>
        </header>
        {!data && fetching ? (
          <div className={loadingBlock}>
            <Spinner label="Loading your account" />
          </div>
        ) : error && !data && errorStatus(error) !== 401 ? (
          <LoadFailed what="Your account" onRetry={() => reload({ requestPolicy: 'network-only' })} />
        ) : !me ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to see your account</p>
            <p>
              <Link href={loginHref(location)}>Log in</Link>
            </p>
          </div>
        ) : (
          <div className={grid}>
            <AccountFormCard
              key={`profile-${me.id}`}
              id="profile-title"
              title="Profile"
              form={profileForm(me.firstName ?? '', me.lastName ?? '')}
              fields={[
                { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: personNameMaxLength },
                { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: personNameMaxLength },
              ]}
              action="Save changes"
            />
            <AccountFormCard
              key={`email-${me.id}`}
              id="email-title"
              title="Email"
              form={emailForm(!me.isGuest)}
              description={me.email ? `${me.email} · ${me.emailVerified ? 'verified' : 'not verified yet'}` : 'No email address yet.'}
              fields={[
                { name: 'email', label: 'New email address', type: 'email', autoComplete: 'email', maxLength: emailMaxLength },
                ...(me.isGuest ? [] : [{ name: 'password', label: 'Current password', type: 'password' as const, autoComplete: 'current-password', maxLength: passwordMaxLength }]),
              ]}
              action="Change email"
            >
              {me.email && !me.emailVerified && <ResendVerification />}
            </AccountFormCard>
            {!me.isGuest && (
              <AccountFormCard
                key={`password-${me.id}`}
                id="password-title"
                title="Password"
                form={passwordForm(true)}
                description="Changing it logs you out everywhere else."
                fields={[
                  { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', maxLength: passwordMaxLength },
                  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password', maxLength: passwordMaxLength },
                ]}
                action="Change password"
              />
            )}
            <TwoFactorSection key={`2fa-${me.id}`} enabled={me.twoFactorEnabled} />
            <ApiKeysSection key={`keys-${me.id}`} needsPassword={!me.isGuest} />
            <SessionSection />
            <InvoicesSection />
            <AccountFormCard
              id="feedback-title"
              title="Feedback"
              form={feedbackForm()}
              description="What works, what does not, what you miss."
              fields={[{ name: 'message', label: 'Message', type: 'textarea', maxLength: feedbackMessageMaxLength }]}
              action="Send feedback"
            />
            <AccountFormCard
              id="claim-title"
              title="Claim"
              form={claimForm()}
              description="A rights claim or a complaint about content; we answer by email."
              fields={[
                { name: 'subject', label: 'Subject', maxLength: claimSubjectMaxLength },
                { name: 'message', label: 'Details', type: 'textarea', maxLength: feedbackMessageMaxLength },
              ]}
              action="Send claim"
            />
            {me.isGuest && <p className={plain}>Guest account: add an email address above to keep it and log in from elsewhere.</p>}
          </div>
        )}
      </div>
    </div>
  );
}
