/** The core flows in Firefox ESR (see coreSuite.ts). */
import { defineCoreSuite } from './coreSuite';
import { launchFirefox } from './firefox';

defineCoreSuite(launchFirefox, { readsClipboard: true });
