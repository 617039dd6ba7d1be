import { Redirect, useSearch } from 'wouter';

/** `/app/chat?model={key}`, the model catalogue's entry link (SPEC §2): the chat with that model chosen. */
export default function AppChatRedirect() {
  const search = useSearch();
  return <Redirect to={search ? `/?${search}` : '/'} replace />;
}
