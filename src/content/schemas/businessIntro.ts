import { z } from 'zod';
import { pageMeta } from './fields';

export const businessIntroSchema = z.strictObject({ ...pageMeta }).meta({ description: 'businessIntro' });

export type BusinessIntroContent = z.infer<typeof businessIntroSchema>;
