import { z } from 'zod';
import { pageMeta } from './fields';

export const homePageSchema = z.strictObject({ ...pageMeta }).meta({ description: 'homePage' });

export type HomePageContent = z.infer<typeof homePageSchema>;
