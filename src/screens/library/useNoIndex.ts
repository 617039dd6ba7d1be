import { useEffect } from 'react';

/** `<meta name="robots" content="noindex">` while the page is shown: share links stay out of search engines. */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
