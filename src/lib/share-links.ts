// Share links for a shared conversation (SPEC §2 audience modal, §9 limits). Pure: the modal
// opens the result in a 600×400 popup.

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';

export const shareNetworks: readonly ShareNetwork[] = ['facebook', 'twitter', 'linkedin', 'whatsapp'];

export const networkNames: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

export const SHARE_TEXT = 'Check out this conversation!';

/** SPEC §9: the share text is cut to 200 characters (Facebook, Twitter), 300 (LinkedIn), 400 (WhatsApp). */
export const shareTextLimits: Record<ShareNetwork, number> = { facebook: 200, twitter: 200, linkedin: 300, whatsapp: 400 };

export const SHARE_POPUP_FEATURES = 'width=600,height=400';

/** The public address of a shared conversation. */
export function shareUrl(origin: string, conversationId: string): string {
  return `${origin.replace(/\/+$/, '')}/share/${encodeURIComponent(conversationId)}`;
}

/** 'Check out this conversation!' followed by its title, at most `limit` characters (an ellipsis marks a cut). */
export function shareText(title: string | null | undefined, limit: number): string {
  const text = [SHARE_TEXT, title?.trim().replace(/\s+/g, ' ')].filter(Boolean).join(' ');
  const characters = [...text]; // by code point, so an emoji is never split in half
  return characters.length <= limit ? text : characters.slice(0, limit - 1).join('').trimEnd() + '…';
}

/** Where each network's share dialog lives, with the link and the cut text filled in. */
export function shareLink(network: ShareNetwork, url: string, title?: string | null): string {
  const text = shareText(title, shareTextLimits[network]);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url, quote: text })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ url, text })}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, summary: text })}`;
    case 'whatsapp':
      // WhatsApp has no separate link field: the link follows the text.
      return `https://api.whatsapp.com/send?${query({ text: `${text} ${url}` })}`;
  }
}
