import { copyBehaviour } from '../../components/copyBehaviour';
import { enhance } from '../enhance';

export { copyBehaviour as behaviour };
export const { start } = enhance(copyBehaviour);
