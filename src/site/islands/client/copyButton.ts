import { copyBehaviour } from '../../components/copyBehaviour';
import { enhance } from '../behaviour';

export { copyBehaviour as behaviour };
export const { start } = enhance(copyBehaviour);
