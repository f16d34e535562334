import { z } from 'zod';
import { pageMeta } from './fields';

export const documentSchema = z.strictObject({ ...pageMeta }).meta({ description: 'document' });

export type DocumentContent = z.infer<typeof documentSchema>;
