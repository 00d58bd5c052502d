import type { SiteElement } from '../structure';

/**
 * A button that shares a page on a social network or by email: 'shareButton shares the post on
 * Facebook', 'tweetButton shares it on X', 'whatsappButton sends the link on WhatsApp'. Its link
 * is the network's share URL of the item's own page when the list opens one (else the page it is
 * on), in a new tab. Before, the buttons were left out of the code.
 */
export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email';

export interface ShareButton {
  kind: 'share';
  buttonId: string;
  network: ShareNetwork;
}

const NETWORKS: [ShareNetwork, RegExp][] = [
  ['facebook', /\bfacebook\b/i],
  ['x', /\b(?:twitter|tweets?|X)\b/],
  ['linkedin', /\blinked-?in\b/i],
  ['whatsapp', /\bwhats-?app\b/i],
  ['email', /\b(?:e-?mail|by mail)\b/i],
];

const SHARES = /\b(?:shares?|sharing|posts? it|tweets?)\b/i;

/** The network the words after the button's id share on, when they share. */
export function shareOf(button: SiteElement, sentence: string): ShareButton | null {
  const after = sentence.slice(sentence.indexOf(button.id) + button.id.length);
  const own = `${button.id} ${after.split(/[;.]|\band\s+\w+(?:Button|Btn)\b/)[0] ?? ''}`;
  if (!SHARES.test(own)) return null;
  const network = NETWORKS.find(([, said]) => said.test(own))?.[0];
  return network ? { kind: 'share', buttonId: button.id, network } : null;
}

/** The share link as a JS expression, from the shared URL's and title's expressions. */
export function shareLink(network: ShareNetwork, url: string, title: string | null): string {
  const u = `\${encodeURIComponent(${url})}`;
  const t = title ? `\${encodeURIComponent(${title} || '')}` : '';
  switch (network) {
    case 'facebook':
      return `\`https://www.facebook.com/sharer/sharer.php?u=${u}\``;
    case 'x':
      return `\`https://twitter.com/intent/tweet?url=${u}${title ? `&text=${t}` : ''}\``;
    case 'linkedin':
      return `\`https://www.linkedin.com/sharing/share-offsite/?url=${u}\``;
    case 'whatsapp':
      return `\`https://wa.me/?text=${title ? `${t}%20` : ''}${u}\``;
    case 'email':
      return `\`mailto:?subject=${t}&body=${u}\``;
  }
}

const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  email: 'a new email',
};

/** `where` the button is ('' or ' in an item'), `what` it shares: "the item's page". */
export function shareStep(share: ShareButton, where: string, what: string): string {
  return `Click \`${share.buttonId}\`${where}: ${NETWORK_NAMES[share.network]} opens${share.network === 'email' ? '' : ' in a new tab'} to share the link of ${what} (on the published site: Preview's own address is not public).`;
}
