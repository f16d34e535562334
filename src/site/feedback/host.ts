const hosts = new Map<string, HTMLElement>();

/**
 * The element of one kind (message, notification, …), created once, on first use, at the end of <body>.
 * Nothing happens at import time nor outside a browser: pre-rendered pages may import the kit.
 */
export function ensureHost(kind: string, mount: (host: HTMLElement) => void): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  let host = hosts.get(kind);
  if (!host) {
    host = document.createElement('div');
    host.dataset.feedback = kind;
    document.body.append(host);
    hosts.set(kind, host);
    mount(host);
  }
  return host;
}

export interface LiveRegions {
  polite: HTMLElement;
  assertive: HTMLElement;
}

/**
 * Two empty live regions created before any text arrives: screen readers announce changes to regions
 * they already know more reliably. Not atomic, so a new item is read alone, not with every item showing.
 */
export function liveRegions(host: HTMLElement): LiveRegions {
  const region = (role: 'status' | 'alert', live: 'polite' | 'assertive') => {
    const element = document.createElement('div');
    element.setAttribute('role', role);
    element.setAttribute('aria-live', live);
    element.setAttribute('aria-atomic', 'false');
    host.append(element);
    return element;
  };
  return { polite: region('status', 'polite'), assertive: region('alert', 'assertive') };
}
