/** The core flows in WebKit (see coreSuite.ts). */
import { defineCoreSuite } from './coreSuite';
import { launchWebKit } from './webkit';

defineCoreSuite(launchWebKit, { readsClipboard: false, observesBackForwardCache: true });
