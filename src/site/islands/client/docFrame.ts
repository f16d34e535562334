import { docFrameBehaviour } from '../../components/document/docFrameBehaviour';
import { enhance } from '../enhance';

export { docFrameBehaviour as behaviour };
export const { start } = enhance(docFrameBehaviour);
