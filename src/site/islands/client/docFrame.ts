import { docFrameBehaviour } from '../../components/document/docFrameBehaviour';
import { enhance } from '../behaviour';

export { docFrameBehaviour as behaviour };
export const { start } = enhance(docFrameBehaviour);
