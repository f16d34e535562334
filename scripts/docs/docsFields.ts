/** `npm run docs:fields`: writes docs/字段说明.md from the schemas' field descriptions. */
import { writeFileSync } from 'node:fs';
import { fieldReference } from '../../src/content/fieldReference';
import { readCommandLine } from '../shared/commandLine';

readCommandLine('用法 (usage): npm run docs:fields   → docs/字段说明.md', {});
writeFileSync('docs/字段说明.md', fieldReference());
console.log('docs/字段说明.md');
