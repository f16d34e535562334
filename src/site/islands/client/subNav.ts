import { subNavBehaviour } from '../../components/business/subNavBehaviour';
import { enhance } from '../behaviour';

export { subNavBehaviour as behaviour };
export const { start } = enhance(subNavBehaviour);
