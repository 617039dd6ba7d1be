// src/lib/share-links: the public address of a shared conversation and each network's share link.
import { describe, expect, it } from 'vitest';
import { SHARE_TEXT, shareLink, shareText, shareUrl } from '../../src/lib/share-links';

const url = 'https://atelier.example/share/abc123';
const params = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('share links', () => {
  it('builds the public address of a conversation', () => {
    expect(shareUrl('https://atelier.example/', 'abc123')).toBe(url);
    expect(shareUrl('http://localhost:3000', 'a/b')).toBe('http://localhost:3000/share/a%2Fb');
  });

  it('says "Check out this conversation!" and the title, cut to the limit with an ellipsis', () => {
    expect(shareText(null, 200)).toBe(SHARE_TEXT);
    expect(shareText('  Trip   ideas ', 200)).toBe('Check out this conversation! Trip ideas');
    const long = shareText('x'.repeat(1000), 200);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(long.startsWith(SHARE_TEXT)).toBe(true);
    // Never half an emoji.
    expect([...shareText('😀'.repeat(500), 50)]).toHaveLength(50);
  });

  it('cuts the text at 200 for Facebook and Twitter, 300 for LinkedIn and 400 for WhatsApp', () => {
    const title = 'y'.repeat(1000);
    const facebook = params(shareLink('facebook', url, title));
    expect(facebook.u).toBe(url);
    expect(facebook.quote).toHaveLength(200);
    const twitter = params(shareLink('twitter', url, title));
    expect(twitter.url).toBe(url);
    expect(twitter.text).toHaveLength(200);
    const linkedin = params(shareLink('linkedin', url, title));
    expect(linkedin.url).toBe(url);
    expect(linkedin.summary).toHaveLength(300);
    const whatsapp = params(shareLink('whatsapp', url, title));
    expect(whatsapp.text).toHaveLength(400 + 1 + url.length);
    expect(whatsapp.text.endsWith(` ${url}`)).toBe(true);
  });

  it('points at each network', () => {
    expect(new URL(shareLink('facebook', url)).origin).toBe('https://www.facebook.com');
    expect(new URL(shareLink('twitter', url)).origin).toBe('https://twitter.com');
    expect(new URL(shareLink('linkedin', url)).origin).toBe('https://www.linkedin.com');
    expect(new URL(shareLink('whatsapp', url)).origin).toBe('https://api.whatsapp.com');
    expect(params(shareLink('twitter', url, 'Hi & bye')).text).toBe('Check out this conversation! Hi & bye');
  });
});
