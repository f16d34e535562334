import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const mounted = new Set<string>();

/**
 * Mounts the view of one kind (message, notification, …) once, on first use, in its own element at
 * the end of <body>. Nothing happens at import time nor outside a browser: pre-rendered pages may import the kit.
 */
export function ensureHost(kind: string, view: (host: HTMLElement) => ReactNode): void {
  if (typeof document === 'undefined' || mounted.has(kind)) return;
  mounted.add(kind);
  const host = document.createElement('div');
  host.dataset.feedback = kind;
  document.body.append(host);
  const content = view(host);
  const container = document.createElement('div');
  host.append(container);
  createRoot(container).render(content);
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
