/** The content check as the editor runs it, loaded once the first form shows (loadCheck.ts). */
export { fieldMessages } from './fieldCheck';
export { formPath } from './formPath';
export { checkSave, SaveRefused } from './saveCheck';
export { siteContext } from './siteContext';
