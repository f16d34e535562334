import { subNavBehaviour } from '../../components/business/subNavBehaviour';
import { enhance } from '../enhance';

export { subNavBehaviour as behaviour };
export const { start } = enhance(subNavBehaviour);
