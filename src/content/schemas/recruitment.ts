import { z } from 'zod';
import { pageMeta } from './fields';

export const recruitmentSchema = z.strictObject({ ...pageMeta }).meta({ description: 'recruitment' });

export type RecruitmentContent = z.infer<typeof recruitmentSchema>;
